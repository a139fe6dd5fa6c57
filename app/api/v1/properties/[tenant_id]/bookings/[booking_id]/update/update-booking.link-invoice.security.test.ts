import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { guests } from "@/server/platform/db/schema";
import { readCheckinBooking } from "@/server/checkin/read-checkin-booking";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as getBooking } from "../route";
import { POST as update } from "./route";

// Issue 32, item 9: through a guest's check-in link, the page (and the API's answers to the
// link) showed the invoice company, tax code, address and e-mail kept on a primary guest someone
// else registered, and a masked guest's ward, city, gender, entry port, purpose and stay-until.
// A link now sees of such a guest what it needs to recognise them (name, ID type and the ID's
// last 4 characters, nationality, visa kind), and of the invoice only what it wrote itself.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const BOOKING = "HNCJM6F2";
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";
const PARTNER_GUEST = {
  name: "Emily Clarke",
  birthday: "1990-04-12",
  gender: "female",
  country: "GB",
  id_type: "passport",
  identity: "533380006",
  city: "London",
  ward: "Camden",
  travel_purpose: "business",
  accommodation_type: "temporary",
  guest_category: "couple",
  visa_kind: "e_visa",
  visa_number: "EV12345678",
  visa_expiry: "2026-06-01",
  entry_date: "2026-03-08",
  entry_port: "air-han",
  stay_purpose: "business",
  stay_until: "2026-03-11",
};
const INVOICE = {
  company: "Clarke Consulting Ltd",
  tax_code: "0101234567",
  address: "1 Tràng Tiền, Hà Nội",
  email: "billing@clarke.example.com",
};
// The stay's dates appear elsewhere in the booking: stay_until is checked by field.
const HIDDEN = ["Camden", "London", "female", "air-han", "temporary", "couple", ...Object.values(INVOICE)];

const send = (data: unknown, token: string = DEMO_KEYS.all) => postUpdateBooking(update, { bookingCode: BOOKING }, data, { token });
const detail = (token: string) =>
  callRoute(getBooking, {
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING },
    token,
  });
const addTo = (records: unknown[]) => ({ rooms: [{ id: ROOM_201, guests: { method: "add", records } }] });
const pageOf = async (token: string) => {
  const read = await readCheckinBooking({ db: testDb.db(), token });
  if (!("booking" in read)) throw new Error(read.refused);
  return read.booking;
};
const partnerRow = async () => (await testDb.db().select().from(guests).where(eq(guests.name, PARTNER_GUEST.name)))[0]!;

/** The partner registers the primary guest with the company's invoice details. */
async function partnerPrimaryWithInvoice() {
  expect((await send({ ...addTo([{ ...PARTNER_GUEST, is_primary_guest: true }]), invoice: INVOICE })).status).toBe(200);
  return (await mintCheckinLink(testDb.db(), BOOKING)).token;
}

describe("a guest registered elsewhere and the invoice, through a check-in link", () => {
  it("never reach the guest page: the invoice, and the guest's ward, city, gender, entry port, purposes and stay-until", async () => {
    const link = await partnerPrimaryWithInvoice();
    const page = await pageOf(link);
    expect(page.invoice).toEqual({ company: null, tax_code: null, address: null, email: null });
    const partner = page.rooms[0]!.guests.find((guest) => guest.name === PARTNER_GUEST.name)!;
    expect(partner).toMatchObject({
      registered_elsewhere: true,
      identity: "•••• 0006",
      id_type: "passport",
      country: "GB",
      visa_kind: "e_visa",
      gender: null,
      ward: null,
      city: null,
      travel_purpose: null,
      accommodation_type: null,
      guest_category: null,
      entry_port: null,
      stay_purpose: null,
      stay_until: null,
    });
    expect(HIDDEN.filter((secret) => JSON.stringify(page).includes(secret))).toEqual([]);
  });

  it("never reach the API's answers to the link (Get Booking Detail, Update Booking)", async () => {
    const link = await partnerPrimaryWithInvoice();
    for (const answer of [await detail(link), await send({ guest_message: "Hello" }, link)]) {
      expect(answer.status).toBe(200);
      const guest = answer.body.data.booking_rooms[0].guests.find((candidate: { name: string }) => candidate.name === PARTNER_GUEST.name);
      expect(guest).toMatchObject({ visa_kind: "e_visa", entry_port: null, stay_purpose: null, stay_until: null });
      expect(HIDDEN.filter((secret) => answer.text.includes(secret))).toEqual([]);
    }
    // The partner and the desk see them whole.
    const whole = await detail(DEMO_KEYS.all);
    expect(
      whole.body.data.booking_rooms[0].guests.find((candidate: { name: string }) => candidate.name === PARTNER_GUEST.name),
    ).toMatchObject({ stay_purpose: "business", stay_until: "2026-03-11" });
  });

  it("shows a link the invoice it wrote itself, and not to another link; fields it did not send of another's invoice are cleared", async () => {
    const link = await partnerPrimaryWithInvoice();
    const other = (await mintCheckinLink(testDb.db(), BOOKING)).token;
    // Only the company: the partner's tax code, address and e-mail must not become this link's to read.
    expect((await send({ invoice: { company: "Nguyễn Family" } }, link)).status).toBe(200);
    expect((await pageOf(link)).invoice).toEqual({ company: "Nguyễn Family", tax_code: null, address: null, email: null });
    expect((await pageOf(other)).invoice).toEqual({ company: null, tax_code: null, address: null, email: null });
    expect(await partnerRow()).toMatchObject({
      invoiceCompany: "Nguyễn Family",
      invoiceTaxCode: null,
      invoiceAddress: null,
      invoiceEmail: null,
    });
    // The link then fills in the rest of its own invoice, field by field.
    expect((await send({ invoice: { tax_code: "0312345678" } }, link)).status).toBe(200);
    expect((await pageOf(link)).invoice).toMatchObject({ company: "Nguyễn Family", tax_code: "0312345678" });
  });

  it("keeps the guest sent back as shown (hidden fields empty), and refuses a hidden field sent without the ID retyped, so nothing can be guessed", async () => {
    const link = await partnerPrimaryWithInvoice();
    const { id } = await partnerRow();
    const shown = {
      id,
      name: PARTNER_GUEST.name,
      identity: "•••• 0006",
      id_type: "passport",
      country: "GB",
      visa_kind: "e_visa",
      gender: null,
      ward: null,
      city: null,
      stay_purpose: null,
      stay_until: null,
      is_primary_guest: true,
    };
    expect((await send(addTo([shown]), link)).status).toBe(200);
    expect(await partnerRow()).toMatchObject({
      gender: "female",
      ward: "Camden",
      city: "London",
      stayPurpose: "business",
      stayUntil: "2026-03-11",
      invoiceCompany: INVOICE.company,
    });
    for (const guess of [{ gender: "female" }, { ward: "Camden" }, { stay_until: "2026-03-11" }, { travel_purpose: "business" }]) {
      const answer = await send(addTo([{ ...shown, ...guess }]), link);
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe("IDENTITY_RETYPE_REQUIRED");
    }
  });

  it("keeps what the link did not see when the same ID is retyped, and clears it when another is typed", async () => {
    const link = await partnerPrimaryWithInvoice();
    const { id } = await partnerRow();
    expect(
      (
        await send(
          addTo([{ id, name: PARTNER_GUEST.name, identity: "533 380 006", gender: null, ward: null, phone: "+44 20 7946 0958" }]),
          link,
        )
      ).status,
    ).toBe(200);
    expect(await partnerRow()).toMatchObject({
      gender: "female",
      ward: "Camden",
      city: "London",
      stayPurpose: "business",
      stayUntil: "2026-03-11",
      phone: "+442079460958",
    });
    // The guest is now the link's own: shown whole; the invoice is still the partner's, not shown.
    const page = await pageOf(link);
    expect(page.rooms[0]!.guests.find((guest) => guest.id === id)).toMatchObject({
      registered_elsewhere: false,
      gender: "female",
      ward: "Camden",
    });
    expect(page.invoice.company).toBeNull();

    const other = (await mintCheckinLink(testDb.db(), BOOKING)).token;
    expect((await send(addTo([{ id, name: "Someone Else", identity: "X1234567" }]), other)).status).toBe(200);
    expect((await testDb.db().select().from(guests).where(eq(guests.id, id)))[0]).toMatchObject({
      gender: null,
      ward: null,
      city: null,
      stayPurpose: null,
      stayUntil: null,
      travelPurpose: null,
    });
  });
});
