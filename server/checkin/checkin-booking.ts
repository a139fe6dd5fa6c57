import type { GuestColumn, GuestRecordField } from "@/server/domain/guest-record";
import type { Registration } from "@/server/domain/guest-registration";
import type { guests } from "@/server/platform/db/schema";

// The shape the guest check-in page reads (server) and edits (browser). Plain data only:
// money travels as decimal text, never as a float, and is formatted by Intl in the browser.

/** Each field of the guest record (server/domain/guest-record.ts), as its column holds it. */
export type GuestRecordValues = { [F in GuestRecordField]: (typeof guests.$inferSelect)[GuestColumn<F>] };

/** A guest record's fields; for a guest registered elsewhere, as a link reads them (registered_elsewhere). */
export interface CheckinGuest extends GuestRecordValues {
  id: number;
  /** Only the photos this link uploaded (when its minter could see ID documents). */
  identity_image_urls: string[];
  /** Every photo of the guest, including those the link may not see (staff's, an earlier link's). */
  identity_images_on_file: number;
  /**
   * Registered by someone else (the desk, a partner, another link): `identity` is masked (`•••• 6789`),
   * every field of domain/guest-masking.ts's MASKED_GUEST_FIELDS is null and the photos are left out
   * (name, ID type, nationality and visa kind stay), and an update must retype the ID.
   */
  registered_elsewhere: boolean;
}

export interface CheckinRoom {
  id: string;
  status: string;
  roomType: string;
  roomUnit: string | null;
  occupancy: { adults: number; children: number; infants: number };
  guests: CheckinGuest[];
  /** Get Booking Detail's `registration` of the room: what the rules still miss, judged on the whole records (masked ones too). */
  registration: Registration;
}

export interface CheckinBooking {
  tenantId: string;
  property: {
    title: string;
    currency: string;
    timezone: string;
    /** What the property tells a checked-in guest; each may be absent. */
    address: string | null;
    phone: string | null;
    /** Only once a room of the booking is checked in. */
    wifi: { name: string; password: string | null } | null;
    /** A VietQR code can be made for it (a bank account on file, in đồng): the page offers "Show the transfer code". */
    takesTransfers: boolean;
  };
  /** The calendar date at the property: the form refuses a birthday after it. */
  today: string;
  /** Unix seconds. */
  expiresAt: number;
  booking: {
    code: string;
    status: string;
    checkinDate: string;
    checkoutDate: string;
    /** The guest's expected arrival (HH:mm, `arrival_hour`): the channel's or the property's check-in time until the guest says it. */
    arrivalHour: string;
    /** The property's check-in time (HH:mm), which the summary and "check-in opens" show. */
    checkinTime: string;
    /**
     * From when the reader's credential may check the rooms in, an ISO instant with the property's
     * offset, by the API's own rule (domain/checkin-opening.ts: a guest link from the check-in
     * time, or the day's start with early check-in; the desk from the day's start); null for a
     * cancelled booking, never. The page compares it with now instead of restating the rule.
     */
    checkin_opens_at: string | null;
    /** The booking's check-out time (HH:mm): the finished view shows it with the check-out date. */
    departureHour: string;
    customerName: string;
    /**
     * The booker's name, phone and e-mail, for the desk only (a link never gets it): the counter
     * starts a booking without guests with them as its first guest (a walk-in is typed once).
     */
    customerContact?: { name: string; phone: string | null; email: string | null };
    /** The guest's message to the property (`guest_message`); the booking's notes are never shown to a link. */
    guestMessage: string | null;
    /** This booking's own total. */
    amount: string;
    /** What its payer has paid and still owes: for a merged child, its group (groupPays), as check-out evaluates it. */
    paid: string;
    balance: string;
    groupPays: boolean;
  };
  rooms: CheckinRoom[];
  /** Kept on the primary guest; a link sees only an invoice it wrote itself (all null otherwise). */
  invoice: { company: string | null; tax_code: string | null; address: string | null; email: string | null };
}
