import type { CardLabels } from "./vi";

// The registration card's guest side in English (./vi.ts says how the card uses it).

export const cardLabels: CardLabels = {
  locale: "en-GB",
  title: "Registration card",
  room: "Room",
  nightlyRates: "Nightly rates",
  roomCharge: "Room charge",
  fullName: "Full name",
  birthDate: "Date of birth",
  gender: "Gender",
  nationality: "Nationality",
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
