import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authenticate } from "@/server/platform/auth/authenticate";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { bookings, payments, serviceLines } from "@/server/platform/db/schema";
import { freezeClock } from "@/server/domain/clock";
import { cancelRoom } from "@/server/bookings/cancel-room";
import { changeRoomDates } from "@/server/bookings/change-room-dates";
import { changeRoomRate } from "@/server/bookings/change-room-rate";
import { createBooking } from "@/server/bookings/create-booking/create-booking";
import { createBookingBodySchema } from "@/server/bookings/create-booking/schema";
import { checkOutRoom } from "@/server/bookings/check-out-room";
import { removeServiceLine } from "@/server/bookings/remove-service-line";
import { parseUpdateBookingRequest } from "@/server/bookings/update-booking/parse-update-request";
import { updateBooking } from "@/server/bookings/update-booking/update-booking";
import { statementsOf } from "@/tests/support/count-statements";
import { DEMO_KEYS, DEMO_NOW, loadDemo } from "@/tests/support/demo";
import { REGISTERED_VIETNAMESE_GUEST } from "@/tests/support/registered-guests";
import { setUpTestDatabase } from "@/tests/support/test-database";

// How many statements each write sends to the database (transaction control left out; see
// tests/support/count-statements.ts). A write locks and reads its booking's family once and
// its lines once, then only writes: the room to act on, the balance, the statuses, the event
// payloads and the answer are computed. An event is two statements: the outbox row (the NOTIFY
// that wakes the dispatchers rides in it) and its webhook deliveries. A count that grows means
// something is read again.
// The property is read each time because the tests turn the settings cache off (in production
// most requests find it cached). Counts are the same on PGlite and PostgreSQL; before this was
// measured, check-out sent 15 (16 for a group child), rate change 13 (14), cancel 13 (15) and
// Update Booking 15 (16).

const testDb = setUpTestDatabase();
let ctx: AuthContext;
let storageDir = "";

beforeAll(() => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "statement-counts-"));
  process.env.FILE_STORAGE_DIR = storageDir;
});
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));
beforeEach(async () => {
  await loadDemo(testDb.db());
  ctx = await authenticate(testDb.db(), new Request("http://localhost/", { headers: { authorization: `Bearer ${DEMO_KEYS.all}` } }));
});

const HANOI = "hanoi-old-quarter";
const GROUP_CHILD_IN_HOUSE = { code: "HNHAV47A", room: "84dffeff-ba03-495c-a3ae-5517aabea61b" }; // in group GRARCNFC
const GROUP_CHILD_ARRIVING = { code: "HN77HFMQ", room: "3efd743c-9e68-4a4e-aab7-bf449297ac91" }; // in group GRARCNFC, arrives tomorrow

/** The statements as a failure shows them: one a line, cut to what tells them apart. */
const listed = (statements: string[]) => statements.map((statement, index) => `${index + 1}. ${statement.slice(0, 110)}`).join("\n");

const count = (work: (db: Database) => Promise<unknown>) => statementsOf(testDb.db(), work);

/** Update Booking's request: the room's two adults registered (one with an ID photo), notes, and the room checked in. */
async function checkInRequest(roomId: string) {
  const data = {
    notes: "Arrives by train",
    rooms: [
      {
        id: roomId,
        status: "checked_in",
        guests: {
          method: "add",
          records: [
            {
              name: "Kim Ji-woo",
              is_primary_guest: true,
              id_type: "passport",
              identity: "M12345678",
              country: "KR",
              birthday: "1991-03-04",
              gender: "female",
            },
            REGISTERED_VIETNAMESE_GUEST,
          ],
        },
      },
    ],
  };
  const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#c8b496" } })
    .jpeg()
    .toBuffer();
  return parseUpdateBookingRequest({
    data,
    dataText: JSON.stringify(data),
    files: [
      {
        field: "rooms[0][guests][records][0][identity_image][]",
        filename: "id.jpg",
        bytes: photo,
        tooLarge: false,
        sha256: createHash("sha256").update(photo).digest("hex"),
      },
    ],
  });
}

// Each write also inserts its row of the booking's history (booking_changes): one statement more than the change itself.
describe("statements per write", () => {
  it("check-out of a single booking's last room", async () => {
    // property; lock the family (finds the booking by code); load lines; update the room;
    // update the booking (finished: no active room left); insert the outbox event (and notify);
    // insert its webhook deliveries
    const statements = await count((db) =>
      checkOutRoom({ db, ctx, input: { tenantId: HANOI, bookingCode: "HN9R3MM3", roomId: "e77e2667-792f-466e-98db-d94db16c7030" } }),
    );
    expect(statements, listed(statements)).toHaveLength(8);
  });

  it("check-out of a group child's room (the group's balance decides)", async () => {
    // property; lock the family (the child, its group and siblings); load the group's lines (they
    // hold the group's balance, the child's detail and the answer); update the room; update the
    // child (finished; the group stays in progress: no statement); insert outbox event; insert deliveries
    const [group] = await testDb.db().select().from(bookings).where(eq(bookings.code, "GRARCNFC"));
    await testDb
      .db()
      .insert(payments)
      .values({ propertyId: HANOI, bookingId: group!.id, amount: "10200000", paidAt: "2026-03-10 08:00:00" });
    const statements = await count((db) =>
      checkOutRoom({ db, ctx, input: { tenantId: HANOI, bookingCode: GROUP_CHILD_IN_HOUSE.code, roomId: GROUP_CHILD_IN_HOUSE.room } }),
    );
    expect(statements, listed(statements)).toHaveLength(8);
  });

  it("rate change of one night of a single booking", async () => {
    // property; lock the family; load lines; upsert the nightly price; insert outbox event; insert deliveries
    const body = { days_breakdown: [{ day: "2026-03-15", price: "950000" }] };
    const statements = await count((db) =>
      changeRoomRate({
        db,
        ctx,
        input: { tenantId: HANOI, bookingCode: "HNZK3NJ6", roomId: "9da91400-4884-4306-a8d9-393a2496ad45", body },
      }),
    );
    expect(statements, listed(statements)).toHaveLength(7);
  });

  it("rate change with a discount of a group child's room", async () => {
    // property; lock the family; load the group's lines; upsert the nightly price; update the
    // room's discount; insert outbox event; insert deliveries
    const body = { days_breakdown: [{ day: "2026-03-11", price: "1200000" }], room_discount: "100000" };
    const statements = await count((db) =>
      changeRoomRate({
        db,
        ctx,
        input: { tenantId: HANOI, bookingCode: GROUP_CHILD_ARRIVING.code, roomId: GROUP_CHILD_ARRIVING.room, body },
      }),
    );
    expect(statements, listed(statements)).toHaveLength(8);
  });

  it("stay extended by one night of a single booking", async () => {
    // property; lock the family; load lines; read the room's type, plan and unit; lock the room
    // type's new night and count what is free; update the room; insert the night's price; update
    // the booking's dates; the online check-in e-mails rescheduled (read the booking and its
    // settings, read its waiting e-mails: the arrival did not move, so they wait as they were and
    // nothing is written); insert outbox event; insert deliveries; insert the history entry
    const body = { checkin_date: "2026-03-15", checkout_date: "2026-03-19", reason: null };
    const statements = await count((db) =>
      changeRoomDates({
        db,
        ctx,
        input: { tenantId: HANOI, bookingCode: "HNZK3NJ6", roomId: "9da91400-4884-4306-a8d9-393a2496ad45", body },
      }),
    );
    expect(statements, listed(statements)).toHaveLength(14);
  });

  it("cancel of one room of a single booking that keeps other paying rooms", async () => {
    // property; lock the family; load lines; update the room; insert outbox event; insert deliveries
    const statements = await count((db) =>
      cancelRoom({ db, ctx, input: { tenantId: HANOI, bookingCode: "HNQZAUK4", roomId: "a52b0250-e785-4588-a0c7-a0227436c6e3" } }),
    );
    expect(statements, listed(statements)).toHaveLength(7);
  });

  it("cancel of a group child's last paying room (the child is cancelled, the group follows)", async () => {
    // property; lock the family; load the group's lines; update the child's rooms; update the child
    // (cancelled; the group stays in progress: no statement); insert outbox event; insert deliveries
    const statements = await count((db) =>
      cancelRoom({ db, ctx, input: { tenantId: HANOI, bookingCode: GROUP_CHILD_ARRIVING.code, roomId: GROUP_CHILD_ARRIVING.room } }),
    );
    expect(statements, listed(statements)).toHaveLength(8);
  });

  it("removal of one service line of a checked-in room", async () => {
    // property; lock the family; load lines; delete the line; insert outbox event; insert deliveries
    const roomId = "8eb426db-bd24-47a4-a490-fbc1fd363762";
    const [line] = await testDb.db().select({ id: serviceLines.id }).from(serviceLines).where(eq(serviceLines.bookingRoomId, roomId));
    const statements = await count((db) =>
      removeServiceLine({
        db,
        ctx,
        input: { tenantId: HANOI, bookingCode: "HNVRBEHJ", roomId, serviceLineId: line!.id, reason: "Not used" },
      }),
    );
    expect(statements, listed(statements)).toHaveLength(7);
  });

  it("Update Booking of a single booking: a guest with an ID photo, notes, check-in", async () => {
    // property; lock the family; load lines (no catalog read: no services sent); update the notes;
    // insert the guest; insert the photo's row; update the room (checked in); update the booking
    // (in progress); log the photo's signed URL in the answer
    const request = await checkInRequest("c82ff2e2-0eb5-423f-98c0-f7b049ec6680");
    const statements = await count((db) => updateBooking({ db, ctx, input: { tenantId: HANOI, bookingCode: "HNCJM6F2", request } }));
    expect(statements, listed(statements)).toHaveLength(10);
  });

  it("Update Booking of a group child on its arrival day: a guest with an ID photo, notes, check-in", async () => {
    // property; lock the family; load the group's lines; update the notes; insert the guest; insert
    // the photo's row; update the room; update the child (in progress; the group already is: no
    // statement); the guests complete the child's only room: its checkin_completed_at, the
    // checkin.completed event and its deliveries (three); the history entry; log the photo's signed URL
    freezeClock(DEMO_NOW.add({ hours: 24 }));
    const request = await checkInRequest(GROUP_CHILD_ARRIVING.room);
    const statements = await count((db) =>
      updateBooking({ db, ctx, input: { tenantId: HANOI, bookingCode: GROUP_CHILD_ARRIVING.code, request } }),
    );
    expect(statements, listed(statements)).toHaveLength(13);
  });

  it("Create Booking of two rooms priced from their rate plan, with a channel's reservation code", async () => {
    // property; the source by name; lock the source's reservation code and look it up (two);
    // the room types; their plans' nightly rates; lock the (room type, night) pairs and count
    // what is free (two); insert the booking; insert its rooms; insert their nightly prices;
    // the online check-in e-mails scheduled (read the booking and its settings, read its e-mails;
    // this customer has no address, so nothing to insert); load lines (the answer and the event);
    // insert outbox event; insert deliveries; insert the history entry
    const body = createBookingBodySchema.parse({
      checkin_date: "2026-04-20",
      checkout_date: "2026-04-22",
      customer: { name: "Nguyễn Văn An" },
      booking_source: "Booking.com",
      source_reservation_code: "BDC-1",
      rooms: [
        { room_type_id: "573e587b-7d71-4d95-b54f-aa25a966a6f0", rate_plan_id: "RPJV86K901", occupancy: { adults: 2 } },
        { room_type_id: "08052837-18cd-401f-9eb5-050b8391cd2f", rate_plan_id: "RP9EQ92A02", occupancy: { adults: 2 } },
      ],
    });
    const statements = await count((db) => createBooking({ db, ctx, input: { tenantId: HANOI, body } }));
    expect(statements, listed(statements)).toHaveLength(17);
  });
});
