import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bookings, guests } from "@/server/platform/db/schema";
import { loadDemo } from "@/tests/support/demo";
import { postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { REGISTERED_VIETNAMESE_GUEST } from "@/tests/support/registered-guests";
import { POST } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const update = (bookingCode: string, data: unknown) => postUpdateBooking(POST, { bookingCode }, data);

const ARRIVING_TODAY = "HNCJM6F2";
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";
const ROOM_301 = "9cbac674-2b87-4889-a07b-6f738de6b870";

const guest = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/gi, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")}@example.com`,
  phone: "+84 912 345 678",
  birthday: "1990-05-01",
  gender: "female",
  identity: "079190001234",
  id_type: "identity_card",
  identity_issue_date: "2021-01-01T00:00:00Z",
  address: "12 Hàng Bạc",
  ward: "Phường Hoàn Kiếm",
  city: "Thành phố Hà Nội",
  country: "VN",
  accommodation_type: "temporary",
  travel_purpose: "tourism",
  guest_category: "couple",
  ...extra,
});

describe("Update Booking", () => {
  it("changes only the notes when only notes are sent", async () => {
    const answer = await update(ARRIVING_TODAY, { notes: "Late arrival, around 23:00" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.notes).toBe("Late arrival, around 23:00");
    expect(answer.body.data.amount).toBe(4400000);
    expect(answer.body.data.booking_rooms.map((room: { guests: unknown[] }) => room.guests)).toEqual([[], []]);
  });

  it("adds guests, then replaces the list, keeping one primary guest per room", async () => {
    await update(ARRIVING_TODAY, {
      rooms: [
        { id: ROOM_201, guests: { method: "add", records: [guest("Nguyễn Văn An", { is_primary_guest: true }), guest("Lê Thị Hoa")] } },
      ],
    });
    const added = await update(ARRIVING_TODAY, {
      rooms: [{ id: ROOM_201, guests: { method: "add", records: [guest("Phạm Minh", { is_primary_guest: true })] } }],
    });
    const room = added.body.data.booking_rooms[0];
    expect(room.guests.map((g: { name: string; is_primary_guest: boolean }) => [g.name, g.is_primary_guest])).toEqual([
      ["Nguyễn Văn An", false],
      ["Lê Thị Hoa", false],
      ["Phạm Minh", true],
    ]);
    const stored = await testDb.db().select().from(guests).where(eq(guests.name, "Lê Thị Hoa"));
    expect(stored[0]).toMatchObject({ identityIssueDate: "2021-01-01", ward: "Phường Hoàn Kiếm", guestCategory: "couple" });

    const replaced = await update(ARRIVING_TODAY, {
      rooms: [{ id: ROOM_201, guests: { method: "replace", records: [guest("Trần Bảo", { is_primary_guest: true })] } }],
    });
    expect(replaced.body.data.booking_rooms[0].guests.map((g: { name: string }) => g.name)).toEqual(["Trần Bảo"]);
  });

  it("stores phone numbers in E.164 however they were written, and a branch's tax code", async () => {
    const answer = await update(ARRIVING_TODAY, {
      rooms: [
        {
          id: ROOM_201,
          guests: {
            method: "add",
            records: [
              guest("Nguyễn Văn An", { is_primary_guest: true, phone: "094 874 8143" }),
              guest("Kim Min", { phone: "0082 10-1234-5678" }),
            ],
          },
        },
      ],
      invoice: { company: "Chi nhánh Ánh Dương", tax_code: "0101234567-001" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.booking_rooms[0].guests.map((g: { phone: string }) => g.phone)).toEqual(["+84948748143", "+821012345678"]);
    const [primary] = await testDb.db().select().from(guests).where(eq(guests.name, "Nguyễn Văn An"));
    expect(primary).toMatchObject({ phone: "+84948748143", invoiceTaxCode: "0101234567-001" });
  });

  it("updates a guest named by id with only the fields sent", async () => {
    const first = await update(ARRIVING_TODAY, { rooms: [{ id: ROOM_201, guests: { method: "add", records: [guest("Đỗ Hà")] } }] });
    const id = Number(first.body.data.booking_rooms[0].guests[0].id);
    const edited = await update(ARRIVING_TODAY, {
      rooms: [{ id: ROOM_201, guests: { method: "replace", records: [{ id, name: "Đỗ Thu Hà", phone: null }] } }],
    });
    expect(edited.body.data.booking_rooms[0].guests).toEqual([
      expect.objectContaining({ id: String(id), name: "Đỗ Thu Hà", phone: null, identity: "079190001234" }),
    ]);
  });

  it("saves the invoice on the primary guest's invoice columns, never over their own details", async () => {
    await update(ARRIVING_TODAY, {
      rooms: [{ id: ROOM_201, guests: { method: "add", records: [guest("Vũ Lan", { is_primary_guest: true })] } }],
      invoice: { company: "Công ty TNHH Ánh Dương", tax_code: "0101234567", address: "1 Tràng Tiền, Hà Nội", email: "ketoan@anhduong.vn" },
    });
    const [primary] = await testDb.db().select().from(guests).where(eq(guests.name, "Vũ Lan"));
    expect(primary).toMatchObject({
      email: "vu.lan@example.com",
      address: "12 Hàng Bạc",
      company: null,
      invoiceCompany: "Công ty TNHH Ánh Dương",
      invoiceTaxCode: "0101234567",
      invoiceAddress: "1 Tràng Tiền, Hà Nội",
      invoiceEmail: "ketoan@anhduong.vn",
    });
    await update(ARRIVING_TODAY, { invoice: { tax_code: "0109999999" } });
    const [after] = await testDb.db().select().from(guests).where(eq(guests.name, "Vũ Lan"));
    expect(after).toMatchObject({ invoiceCompany: "Công ty TNHH Ánh Dương", invoiceTaxCode: "0109999999" });
  });

  it("adds payments, and replace removes only the unpaid ones", async () => {
    const added = await update("HNVRBEHJ", {
      payments: { method: "add", records: [{ amount: 500000, method: "bank_transfer", paid_at: null, notes: "planned" }] },
    });
    expect(added.body.data.payments.map((p: { amount: number; status: string }) => [p.amount, p.status])).toEqual([
      [1000000, "paid"],
      [500000, "unpaid"],
    ]);
    const replaced = await update("HNVRBEHJ", {
      payments: { method: "replace", records: [{ amount: 3340000, method: "cash", paid_at: "2026-03-10 09:30:00" }] },
    });
    expect(replaced.body.data.payments.map((p: { amount: number; paid_at: string | null }) => [p.amount, p.paid_at])).toEqual([
      [1000000, "2026-03-08 15:10:00"],
      [3340000, "2026-03-10 09:30:00"],
    ]);
  });

  it("adds catalog services at the catalog price or the price sent", async () => {
    const LINE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const answer = await update("HNVRBEHJ", {
      rooms: [
        {
          id: "8eb426db-bd24-47a4-a490-fbc1fd363762",
          services: {
            method: "add",
            records: [
              { id: "SV69767dbd", quantity: 2, service_used_date: "2026-03-10" },
              { id: "SVa8d196a1", quantity: 1.5, price_per_unit: 35000, notes: "express" },
            ],
          },
        },
      ],
    });
    expect(answer.status).toBe(200);
    const services = answer.body.data.booking_rooms[0].services;
    expect(services.slice(2)).toEqual([
      {
        id: "SV69767dbd",
        line_id: expect.stringMatching(LINE_ID),
        name: "Motorbike rental (per day)",
        quantity: 2,
        price_per_unit: 150000,
        discount: 0,
        total_price: 300000,
        currency: "VND",
        service_used_date: "2026-03-10",
      },
      {
        id: "SVa8d196a1",
        line_id: expect.stringMatching(LINE_ID),
        name: "Laundry (per kg)",
        quantity: 1.5,
        price_per_unit: 35000,
        discount: 0,
        total_price: 52500,
        currency: "VND",
        service_used_date: null,
      },
    ]);
    // Each line has its own id, the laundry's new line apart from the one the room had.
    expect(new Set(services.map((line: { line_id: string }) => line.line_id)).size).toBe(4);
    expect(answer.body.data.service_fee).toBe(450000 + 300000 + 52500);
    expect(answer.body.data.amount).toBe(4340000 + 352500);
  });

  it("checks a room in on its check-in date and puts the booking in progress", async () => {
    const registered = { method: "add", records: [REGISTERED_VIETNAMESE_GUEST, { ...REGISTERED_VIETNAMESE_GUEST, name: "Trần Văn Bình" }] };
    const answer = await update(ARRIVING_TODAY, { rooms: [{ id: ROOM_301, status: "checked_in", guests: registered }] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe("in_progress");
    expect(answer.body.data.booking_rooms[1].checkin_status).toBe("checked_in");
    const again = await update(ARRIVING_TODAY, { rooms: [{ id: ROOM_301, status: "checked_in" }] });
    expect(again.status).toBe(200);
    const [booking] = await testDb.db().select().from(bookings).where(eq(bookings.code, ARRIVING_TODAY));
    expect(booking!.status).toBe("in_progress");
  });
});
