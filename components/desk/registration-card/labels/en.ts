import { localeOf } from "@/i18n/languages";
import { guestFieldLabels } from "@/i18n/vocabulary/en";
import type { CardLabels } from "./vi";

// The registration card's guest side in English (./vi.ts says how the card uses it).

export const cardLabels: CardLabels = {
  locale: localeOf("en"),
  title: "Registration card",
  room: "Room",
  nightlyRates: "Nightly rates",
  roomCharge: "Room charge",
  fullName: guestFieldLabels.fullName,
  birthDate: guestFieldLabels.birthDate,
  gender: guestFieldLabels.gender,
  nationality: guestFieldLabels.nationality,
  idDocument: "ID / passport no.",
  address: "Address",
  formerAddress: "Former address",
  signature: "Signature",
  bookingTotal: "Booking total",
  paid: "Paid",
  balance: "Balance due",
  declaration: "I confirm that the information above is correct and agree to the property's house rules.",
  guestSignature: "Guest's signature",
};
