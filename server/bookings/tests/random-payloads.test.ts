import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { loadDemo } from "@/tests/support/demo";
import { guestSideState, postRoomOperation, postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as update } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/update/route";
import { POST as cancel } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { POST as checkOut } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { POST as changeRate } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/rate/route";
import { POST as changeDates } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/dates/route";

// Random and malformed payloads thrown at the write operations: the answer is never a 5xx,
// and a refused request leaves every table as it was.

const testDb = setUpTestDatabase();
// Runs of one property share the database: each starts from whatever the previous ones left.
beforeEach(() => loadDemo(testDb.db()));

const ROOM_IDS = [
  "c82ff2e2-0eb5-423f-98c0-f7b049ec6680",
  "9cbac674-2b87-4889-a07b-6f738de6b870",
  "8eb426db-bd24-47a4-a490-fbc1fd363762",
  "not-a-uuid",
];

const scalar = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const guestRecord = fc.record(
  {
    id: maybe(fc.oneof(fc.integer(), scalar)),
    name: maybe(fc.oneof(fc.string({ maxLength: 300 }), scalar)),
    email: maybe(fc.oneof(fc.emailAddress(), scalar)),
    gender: maybe(fc.oneof(fc.constantFrom("male", "female", "unknown", "x"), scalar)),
    birthday: maybe(fc.oneof(fc.constantFrom("1990-01-01", "1990-02-30", "2026-03-10T00:00:00Z"), scalar)),
    country: maybe(fc.oneof(fc.constantFrom("VN", "vn", "JP", "XX"), scalar)),
    is_primary_guest: maybe(fc.oneof(fc.boolean(), scalar)),
  },
  { requiredKeys: [] },
);
const updatePayload = fc.record(
  {
    notes: maybe(fc.oneof(fc.string({ maxLength: 1100 }), scalar)),
    invoice: maybe(
      fc.oneof(fc.record({ company: maybe(scalar), tax_code: maybe(fc.string({ maxLength: 25 })), email: maybe(scalar) }), scalar),
    ),
    payments: maybe(
      fc.record({
        method: fc.constantFrom("add", "replace", "x"),
        records: fc.array(fc.record({ amount: scalar, paid_at: maybe(scalar) }), { maxLength: 3 }),
      }),
    ),
    rooms: maybe(
      fc.array(
        fc.record(
          {
            id: fc.constantFrom(...ROOM_IDS),
            status: maybe(fc.oneof(fc.constant("checked_in"), scalar)),
            guests: maybe(
              fc.record({ method: fc.constantFrom("add", "replace", "merge"), records: fc.array(guestRecord, { maxLength: 3 }) }),
            ),
            services: maybe(
              fc.record({
                method: fc.constantFrom("add", "remove"),
                records: fc.array(fc.record({ id: fc.constantFrom("SV69767dbd", "SV6ff92448", "SVzz", "SV00000000"), quantity: scalar }), {
                  maxLength: 2,
                }),
              }),
            ),
          },
          { requiredKeys: ["id"] },
        ),
        { maxLength: 3 },
      ),
    ),
  },
  { requiredKeys: [] },
);

describe("random payloads never break the write side", () => {
  it("Update Booking: never a 5xx; a refusal writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(updatePayload, fc.anything()), async (payload) => {
        const before = await guestSideState(testDb.db());
        const answer = await postUpdateBooking(update, { bookingCode: "HNCJM6F2" }, payload);
        expect(answer.status).toBeLessThan(500);
        if (answer.status !== 200) expect(await guestSideState(testDb.db())).toBe(before);
      }),
      { numRuns: 60 },
    );
  });

  it("room operations: never a 5xx; a refusal writes nothing", async () => {
    const body = fc.oneof(
      fc.record(
        {
          days_breakdown: maybe(
            fc.array(fc.record({ day: fc.oneof(fc.constantFrom("2026-03-10", "2026-03-11", "2026-13-01"), scalar), price: scalar }), {
              maxLength: 4,
            }),
          ),
          price_per_night: maybe(scalar),
          room_discount: maybe(scalar),
          departure_hour: maybe(fc.oneof(fc.constantFrom("10:00", "24:00", "9:5"), scalar)),
          checkin_date: maybe(fc.oneof(fc.constantFrom("2026-03-08", "2026-03-10", "2026-02-30"), scalar)),
          checkout_date: maybe(fc.oneof(fc.constantFrom("2026-03-11", "2026-03-13", "2026-05-01"), scalar)),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    const operation = fc.constantFrom(
      ["checkout", checkOut] as const,
      ["rate", changeRate] as const,
      ["cancel", cancel] as const,
      ["dates", changeDates] as const,
    );
    await fc.assert(
      fc.asyncProperty(
        operation,
        fc.constantFrom("HNCJM6F2", "HNVRBEHJ", "GRARCNFC", "TOOLONGCODE"),
        fc.constantFrom(...ROOM_IDS),
        body,
        async ([name, handler], code, roomId, payload) => {
          const before = await guestSideState(testDb.db());
          const answer = await postRoomOperation(handler, name, { bookingCode: code, roomId }, { body: payload });
          expect(answer.status).toBeLessThan(500);
          if (answer.status !== 200) expect(await guestSideState(testDb.db())).toBe(before);
        },
      ),
      { numRuns: 80 },
    );
  });
});
