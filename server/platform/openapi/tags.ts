import type { TagObject } from "openapi3-ts/oas31";

/** The document's groups, in the order a reader meets them; every operation has one. */
const TAGS = {
  Bookings: "Read a booking, update it (online check-in), and the guest check-in links that reach it.",
  "Booking rooms": "One room of a booking: check it out, change its nightly rates, cancel it.",
  Availability: "Room types and properties free for a stay, priced night by night.",
  Payments: "Pay by bank transfer: a VietQR code for what is due, and the bank's notification that records the payment.",
  Properties: "What a property offers partners: its direct booking sources.",
  Reference: "Countries, and Vietnam's provinces and wards after the 2025 reform, for address forms.",
  Webhooks: "Register the endpoints that receive booking events, rotate their secrets, enable them again.",
  "Identity documents": "Guests' ID photos, served only through the signed, short-lived URLs of identity_image_urls.",
  "API description": "This document.",
} as const;

export type Tag = keyof typeof TAGS;

export const TAG_OBJECTS: TagObject[] = Object.entries(TAGS).map(([name, description]) => ({ name, description }));
