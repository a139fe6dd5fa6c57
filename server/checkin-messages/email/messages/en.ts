import { localeOf } from "@/i18n/languages";
import type { CheckinEmailMessages } from "./vi";

// The online check-in e-mail in English (./vi.ts says how the tables are used).

export const checkinEmailMessages: CheckinEmailMessages = {
  locale: localeOf("en"),
  subject_invitation: "{property}: check in online before you arrive",
  subject_reminder: "{property}: you arrive today, check in online now",
  preheader_invitation: "A few minutes on your phone, and your keys are ready when you arrive.",
  preheader_reminder: "Check in online now and skip the queue at the front desk.",
  greeting: "Dear {name},",
  intro_invitation:
    "Thank you for choosing {property}. You can check in online now: it takes a few minutes on your phone, and your arrival will be quick and easy.",
  intro_reminder:
    "We look forward to welcoming you at {property} today. If you have not checked in online yet, please do it now and skip the queue at the front desk.",
  button: "Check in online",
  stayTitle: "Your stay",
  bookingCode: "Booking code",
  arrival: "Arrival",
  departure: "Departure",
  arrivalValue: "{date}, from {hour}",
  roomsAndGuests: "Rooms and guests",
  roomsAndGuestsValue: "{rooms}, {guests}",
  rooms: "{count} rooms",
  rooms_one: "{count} room",
  guests: "{count} guests",
  guests_one: "{count} guest",
  readyTitle: "Please have ready",
  readyCitizens: "Vietnamese citizens: your citizen identity card (CCCD).",
  readyForeigners: "Other guests: your passport, with your visa or entry stamp (the date and port of entry).",
  readyEveryone: "The same for everyone staying with you: Vietnamese law asks us to register every guest with the local police.",
  qrHint: "Or scan this code with your phone's camera.",
  qrAlt: "QR code that opens your online check-in",
  copyLink: "If the button does not open, copy this link into your browser:",
  expires: "This link works until {date}.",
  contactTitle: "Need help?",
  contactHint: "Please get in touch with {property}:",
  address: "Address",
  phone: "Phone",
  closing: "We look forward to welcoming you.",
  footerWhy: "You are receiving this e-mail because you have a booking at {property}.",
  footerStop: "Rather not receive e-mails about online check-in for this booking?",
  stop: "Stop these e-mails",
};
