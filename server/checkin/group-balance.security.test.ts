import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import { bookings, payments } from "@/server/platform/db/schema";
import { payerOf } from "@/server/bookings/lock-booking";
import { getBookingLedger } from "@/server/desk/get-booking-ledger";
import { listTodaysBookings } from "@/server/desk/list-todays-bookings";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { loadDemo } from "@/tests/support/demo";
import { postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as checkout } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { readCheckinBooking } from "./read-checkin-booking";

// A merged child's balance is its group's (decisions.md): the group pays, and check-out asks
// the group's balance. The guest page once showed the child its own balance, so a guest whose
// group had paid everything was told to pay the whole stay again at the desk, and one whose
// group still owed was told less than check-out would ask. Every reader now asks payerOf().

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

// HNHAV47A (in house, 4 nights × 2,400,000) and HN77HFMQ (2 × 1,300,000) are the children of
// GRARCNFC, which holds a 2,000,000 deposit: the group owes 12,200,000 − 2,000,000.
const CHILD = "HNHAV47A";
const CHILD_ROOM = "84dffeff-ba03-495c-a3ae-5517aabea61b";
const GROUP_BALANCE = 10_200_000;

const desk: AuthContext = {
  credential: {
    kind: "desk_session",
    id: "00000000-0000-4000-8000-000000000001",
    name: "reception@oldquarter.example",
    staffUserId: "00000000-0000-4000-8000-000000000001",
    displayName: "Lan (front desk)",
    managerOf: new Set(),
  },
  scopes: new Set(["bookings:read", "bookings:write", "properties:read"]),
  properties: new Set(["hanoi-old-quarter"]),
};

async function guestPageOf(code: string) {
  const read = await readCheckinBooking({ db: testDb.db(), token: (await mintCheckinLink(testDb.db(), code)).token });
  if (!("booking" in read)) throw new Error(`refused: ${read.refused}`);
  return read.booking.booking;
}

async function payTheGroup(amount: number) {
  const [group] = await testDb.db().select().from(bookings).where(eq(bookings.code, "GRARCNFC"));
  await testDb
    .db()
    .insert(payments)
    .values({ propertyId: "hanoi-old-quarter", bookingId: group!.id, amount: String(amount), paidAt: "2026-03-10 08:00:00" });
}

describe("a merged child's guest asked to pay again what the group paid", () => {
  it("sees a zero balance on the guest page once the group has paid, and check-out agrees", async () => {
    await payTheGroup(GROUP_BALANCE);
    expect(await guestPageOf(CHILD)).toMatchObject({ amount: "9600000", paid: "12200000", balance: "0", groupPays: true });

    const ledger = await getBookingLedger({ db: testDb.db(), ctx: desk, input: { tenantId: "hanoi-old-quarter", bookingCode: CHILD } });
    expect(ledger).toMatchObject({ balance_of: "GRARCNFC" });
    expect(ledger.balance.toNumber()).toBe(0);
    const board = await listTodaysBookings({ db: testDb.db(), ctx: desk, input: { tenantId: "hanoi-old-quarter" } });
    expect(board.in_house.find((booking) => booking.code === CHILD)?.board.balance).toBe(0);

    // The property requires full payment at check-out: it passes on the group's payment.
    expect((await postRoomOperation(checkout, "checkout", { bookingCode: CHILD, roomId: CHILD_ROOM })).status).toBe(200);
  });

  it("is told, before the group pays, the very balance check-out refuses with", async () => {
    const refused = await postRoomOperation(checkout, "checkout", { bookingCode: CHILD, roomId: CHILD_ROOM });
    expect(refused.body).toMatchObject({ code: "BOOKING_CHECKOUT_UNBALANCED", balance: GROUP_BALANCE });
    expect(await guestPageOf(CHILD)).toMatchObject({ balance: String(GROUP_BALANCE), paid: "2000000", groupPays: true });
  });

  it("leaves a booking outside a group paying for itself", async () => {
    expect(await guestPageOf("HNCJM6F2")).toMatchObject({ paid: "0", balance: "4400000", groupPays: false });
  });
});

describe("payerOf", () => {
  const group = { id: "g", code: "GR", groupId: null };
  const child = { id: "c", code: "HN", groupId: "g" };
  it("names the group for a merged child and the booking itself otherwise", () => {
    expect(payerOf(child, [group, child])).toBe(group);
    expect(payerOf(group, [group, child])).toBe(group);
    expect(payerOf({ id: "s", code: "HS", groupId: null }, [])).toMatchObject({ id: "s" });
  });

  it("refuses to bill a child whose group was not read with it", () => {
    expect(() => payerOf(child, [child])).toThrow(/group of booking HN/);
  });
});
