import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingRooms, guests } from "@/server/platform/db/schema";
import { callRoute } from "@/tests/support/call-route";
import { loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET } from "./route";

const testDb = setUpTestDatabase();
let reception: DeskBrowser;
// HN9R3MM3's room 202.
const ROOM_202 = "e77e2667-792f-466e-98db-d94db16c7030";

beforeEach(async () => {
  await loadDemo(testDb.db());
  reception = await signInAs(DEMO_STAFF.hanoiReception);
  const [room] = await testDb.db().select().from(bookingRooms).where(eq(bookingRooms.id, ROOM_202));
  await testDb.db().insert(guests).values({
    propertyId: room!.propertyId,
    bookingRoomId: ROOM_202,
    position: 5,
    name: "Trần Minh Tuấn",
    country: "VN",
    // The street line as the pre-2025 card printed it; the pickers hold its 2025 ward and province.
    address: "Số 12, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh",
    ward: "Phường Sài Gòn",
    city: "Thành phố Hồ Chí Minh",
  });
  await testDb.db().insert(guests).values({
    propertyId: room!.propertyId,
    bookingRoomId: ROOM_202,
    position: 6,
    name: "JOHN SMITH",
    country: "GB",
    idType: "passport",
    identity: "123456789",
    visaKind: "e_visa",
    visaNumber: "EV12345678",
    visaExpiry: "2026-04-30",
    entryDate: "2026-03-07",
    entryPort: "air-sgn",
    stayPurpose: "visiting_relatives",
  });
});

describe("the registration card", () => {
  it("prints the address once: street, 2025 ward and province, the old units apart", async () => {
    const answer = await callRoute(GET, {
      path: "/api/desk/properties/hanoi-old-quarter/bookings/HN9R3MM3/registration-card",
      params: { tenant_id: "hanoi-old-quarter", booking_id: "HN9R3MM3" },
      headers: reception.headers(),
    });
    expect(answer.status).toBe(200);
    // The primary guest (Lê Hoàng Cường) is Vietnamese: the card's guest side opens in Vietnamese alone.
    expect(answer.body.data.guest_language).toBe("vi");
    const tuan = answer.body.data.rooms
      .flatMap((room: { guests: { name: string }[] }) => room.guests)
      .find((guest: { name: string }) => guest.name === "Trần Minh Tuấn");
    expect(tuan).toMatchObject({
      address: "Số 12, Phường Sài Gòn, Thành phố Hồ Chí Minh",
      former_address: "Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh",
    });
  });

  it("prints a foreigner's visa, entry, purpose and end of stay in Vietnamese (the room's check-out by default)", async () => {
    const answer = await callRoute(GET, {
      path: "/api/desk/properties/hanoi-old-quarter/bookings/HN9R3MM3/registration-card",
      params: { tenant_id: "hanoi-old-quarter", booking_id: "HN9R3MM3" },
      headers: reception.headers(),
    });
    const guestsOnCard = answer.body.data.rooms.flatMap((room: { guests: { name: string }[] }) => room.guests);
    const john = guestsOnCard.find((guest: { name: string }) => guest.name === "JOHN SMITH");
    expect(john.foreign_stay).toMatchObject({ visa_kind: "e_visa", entry_port: "air-sgn", stay_until: "2026-03-11" });
    expect(john.foreign_stay_vi).toBe(
      "Thị thực: Thị thực điện tử EV12345678, hạn đến 30/04/2026 · Nhập cảnh: 07/03/2026, Sân bay quốc tế Tân Sơn Nhất · Mục đích: Thăm thân · Tạm trú đến: 11/03/2026",
    );
    expect(guestsOnCard.find((guest: { name: string }) => guest.name === "Trần Minh Tuấn").foreign_stay_vi).toBeNull();
  });
});
