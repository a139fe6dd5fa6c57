// The closed sets of values of the contract (partner-api.md, decisions.md).
// The database CHECK constraints, the zod schemas and the fixture format all read them from here.

export const BOOKING_STATUSES = ["reserved", "in_progress", "finished", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const ROOM_STATUSES = ["reserved", "confirmed", "holding", "no_show", "checked_in", "checked_out", "cancelled"] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** Rooms that still belong to a stay (decisions.md, "Active rooms"). */
export const ACTIVE_ROOM_STATUSES = ["reserved", "confirmed", "holding", "checked_in"] as const;

/** Rooms that take inventory in availability searches (spec, Endpoints 6 and 7). */
export const INVENTORY_ROOM_STATUSES = ["confirmed", "checked_in"] as const;

export const RATE_PLAN_KINDS = ["direct", "derived", "seasonal"] as const;
export const SOURCE_SEGMENTS = ["direct", "ota"] as const;
export const PAYMENT_COLLECT = ["property", "ota"] as const;
/** A payment is money received; a refund is money given back (a negative amount). */
export const PAYMENT_KINDS = ["payment", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const GENDERS = ["male", "female", "unknown"] as const;
export const ID_TYPES = ["identity_card", "passport", "other"] as const;
export const ACCOMMODATION_TYPES = ["permanent", "temporary", "other"] as const;
export const TRAVEL_PURPOSES = ["business", "tourism", "other"] as const;
export const GUEST_CATEGORIES = ["solo", "couple", "family", "small_group", "large_group"] as const;

// Extension (docs/choices.md, "A foreigner's stay"): what the temporary-residence declaration asks of
// a foreigner besides the passport. The document that lets the guest stay: a visa (paper or
// electronic), an exemption (unilateral: Vietnam waives it for the nationality; bilateral: a
// treaty; a certificate: overseas Vietnamese and their family), a residence card or an APEC
// business travel card.
export const VISA_KINDS = [
  "visa",
  "e_visa",
  "exemption_unilateral",
  "exemption_bilateral",
  "exemption_certificate",
  "temporary_residence_card",
  "permanent_residence_card",
  "apec_card",
  "other",
] as const;
/** The declaration's purpose of entry: wider than the contract's travel_purpose, which stays as it is. */
export const STAY_PURPOSES = ["tourism", "business", "visiting_relatives", "work", "study", "other"] as const;

export const SCOPES = [
  "bookings:read",
  "bookings:write",
  "properties:read",
  "webhooks:read",
  "webhooks:write",
  // Guests' identity documents (identity_image_urls); see docs/choices.md for who holds it.
  "guests:documents",
] as const;
export type Scope = (typeof SCOPES)[number];

/** What a staff member may do at a property: a manager also changes its settings (the bank account). */
export const STAFF_ROLES = ["receptionist", "manager"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const WEBHOOK_EVENTS = [
  "booking.checked_out",
  "booking.updated",
  "booking.cancelled",
  "booking.created",
  "payment.received",
  // Extension (docs/webhooks.md): money given back to the guest (a refund recorded).
  "payment.refunded",
  // Extension (docs/webhooks.md): every open room of a booking has a complete registration.
  "checkin.completed",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The days of a rate plan's default rates, Monday first (ISO 8601 day 1). */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** Service code format of the spec: SV followed by 8 hexadecimal characters. */
export const SERVICE_CODE_PATTERN = /^SV[0-9a-fA-F]{8}$/;
export const BOOKING_CODE_MAX_LENGTH = 8;

/** Online check-in e-mails (server/platform/db/schema/checkin-messages.ts): the first, the arrival-day reminder, a receptionist's resend. */
export const CHECKIN_MESSAGE_KINDS = ["invitation", "reminder", "resend"] as const;
export type CheckinMessageKind = (typeof CHECKIN_MESSAGE_KINDS)[number];

export const CHECKIN_MESSAGE_STATUSES = ["scheduled", "sending", "sent", "failed", "bounced", "skipped"] as const;
