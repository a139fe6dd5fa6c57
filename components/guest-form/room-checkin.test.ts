import { describe, expect, it } from "vitest";
import type { CheckinRoom } from "@/server/checkin/checkin-booking";
import { emptyGuest, type CheckinFormValues, type GuestFormValues, type RoomFormValues } from "./form-values";
import { guestFormTranslator } from "./i18n";
import {
  checkinHasOpened,
  checkinOpeningNotice,
  refusedForCheckInOnly,
  roomCheckins,
  roomsToCheckIn,
  roomStillNeeds,
  saveLabel,
} from "./room-checkin";
import { toUpdateRequest } from "./update-request";

// Issue 33, item 1: a booking of two rooms, the first for two adults; the guest enters one adult
// there and the second room's adult, and presses "Save and check in" (ticked by default).

const arrival = "2026-11-26";
const room = (id: string, unit: string, adults: number): CheckinRoom => ({
  id,
  status: "confirmed",
  roomType: "Double",
  roomUnit: unit,
  occupancy: { adults, children: 0, infants: 0 },
  guests: [],
  registration: { complete: false, missing: [], warnings: [] },
});
const vietnamese = (key: string, name: string, identity: string): GuestFormValues => ({
  ...emptyGuest(key, "VN"),
  name,
  birthday: "1990-04-12",
  gender: "male",
  id_type: "identity_card",
  identity,
  city: "Thành phố Hà Nội",
  ward: "Phường Hoàn Kiếm",
});
const saved = [room("r201", "201", 2), room("r303", "303", 1)];
const formRooms: RoomFormValues[] = [
  { id: "r201", primaryKey: "a", checkIn: true, guests: [vietnamese("a", "Nguyễn Văn An", "001090012345")] },
  { id: "r303", primaryKey: "b", checkIn: true, guests: [vietnamese("b", "Trần Thị Bình", "001190054321")] },
];
const values: CheckinFormValues = {
  rooms: formRooms,
  wantsInvoice: false,
  invoice: { company: "", tax_code: "", address: "", email: "" },
  message: "",
  arrivalHour: "14:00",
};
const noPhotos = () => 0;

describe("whether the page offers the check-in", () => {
  // The server says when (domain/checkin-opening.ts); the page only compares with now.
  const opening = (checkin_opens_at: string | null) => ({ booking: { checkin_opens_at } }) as Parameters<typeof checkinHasOpened>[0];

  it("from the instant the server gave, whatever zone the phone is in", () => {
    const at = opening("2026-11-26T14:00:00+07:00");
    expect(checkinHasOpened(at, Date.parse("2026-11-26T06:59:59Z"))).toBe(false);
    expect(checkinHasOpened(at, Date.parse("2026-11-26T07:00:00Z"))).toBe(true);
  });

  it("never for a booking the server says never opens (cancelled)", () => {
    expect(checkinHasOpened(opening(null), Date.parse("2030-01-01T00:00:00Z"))).toBe(false);
  });

  it("says the hour the server gave, or the day alone when it opens at the day's start (early check-in)", () => {
    const en = guestFormTranslator("en");
    expect(checkinOpeningNotice(opening("2026-11-26T14:00:00+07:00"), "26 Nov", en)).toBe(
      "Check-in opens on 26 Nov, 14:00. You can save your details now.",
    );
    expect(checkinOpeningNotice(opening("2026-11-26T00:00:00+07:00"), "26 Nov", en)).toBe(
      "Check-in opens on 26 Nov. You can save your details now.",
    );
    expect(checkinOpeningNotice(opening("2026-11-26T13:30:00+07:00"), "26 tháng 11", guestFormTranslator("vi"))).toBe(
      "Có thể nhận phòng từ 26 tháng 11, 13:30. Quý khách vẫn có thể lưu thông tin ngay bây giờ.",
    );
  });
});

describe("which rooms a save checks in", () => {
  it("only a room whose registration is complete on the form, even when every box is ticked", () => {
    const checkins = roomCheckins(formRooms, saved, arrival, noPhotos);
    expect(checkins.map(({ roomId, ready }) => ({ roomId, ready }))).toEqual([
      { roomId: "r201", ready: false },
      { roomId: "r303", ready: true },
    ]);
    expect(checkins[0]!.missing).toEqual([{ guest_id: null, field: "guests" }]);
    expect([...roomsToCheckIn(formRooms, checkins)]).toEqual(["r303"]);
  });

  it("not a complete room the guest unticked, nor a room already in, nor an empty one", () => {
    const unticked = formRooms.map((formRoom) => ({ ...formRoom, checkIn: false }));
    expect([...roomsToCheckIn(unticked, roomCheckins(unticked, saved, arrival, noPhotos))]).toEqual([]);
    const inAlready = [saved[0]!, { ...saved[1]!, status: "checked_in" }];
    expect(roomCheckins(formRooms, inAlready, arrival, noPhotos)[1]).toEqual({ roomId: "r303", ready: false, missing: [] });
    const empty = [{ id: "r303", primaryKey: "", checkIn: true, guests: [] }];
    expect(roomCheckins(empty, saved, arrival, noPhotos)[0]!.ready).toBe(false);
  });
});

describe("the save's request", () => {
  it("sends every guest typed, and a status only for the rooms checked in", () => {
    const checkIn = roomsToCheckIn(formRooms, roomCheckins(formRooms, saved, arrival, noPhotos));
    const data = toUpdateRequest(values, { initialMessage: "", initialArrivalHour: "14:00", photos: {}, checkIn }).data as {
      rooms: Record<string, unknown>[];
    };
    expect(data.rooms[0]).not.toHaveProperty("status");
    expect(data.rooms[0]).toMatchObject({ id: "r201", guests: { method: "add", records: [{ name: "Nguyễn Văn An" }] } });
    expect(data.rooms[1]).toMatchObject({ id: "r303", status: "checked_in", guests: { records: [{ name: "Trần Thị Bình" }] } });
  });

  it("never takes the form's tick alone as a check-in: without rooms to check in, a save only saves", () => {
    const data = toUpdateRequest(values, { initialMessage: "", initialArrivalHour: "14:00", photos: {} }).data as {
      rooms: Record<string, unknown>[];
    };
    expect(data.rooms.map((sent) => sent.status)).toEqual([undefined, undefined]);
    expect(data.rooms.map((sent) => (sent.guests as { records: unknown[] }).records.length)).toEqual([1, 1]);
  });

  it("saves again without the check-in when the API refused only the check-in", () => {
    expect(refusedForCheckInOnly({ code: "REGISTRATION_INCOMPLETE", errors: {} })).toBe(true);
    expect(refusedForCheckInOnly({ code: "CHECKIN_NOT_YET_OPEN", errors: {} })).toBe(true);
    expect(refusedForCheckInOnly({ errors: { "rooms.1.status": ["This room cannot be checked in before 2026-11-27."] } })).toBe(true);
    expect(refusedForCheckInOnly({ errors: { "rooms.1.status": ["..."], "rooms.0.guests.records.0.email": ["Invalid email."] } })).toBe(
      false,
    );
    expect(refusedForCheckInOnly({ code: "INVOICE_NO_PRIMARY_GUEST", errors: {} })).toBe(false);
  });
});

describe("what the page says", () => {
  const vi = guestFormTranslator("vi");
  const en = guestFormTranslator("en");

  it("which room still needs whom", () => {
    const [first] = roomCheckins(formRooms, saved, arrival, noPhotos);
    expect(roomStillNeeds(saved[0]!, formRooms[0]!, first!.missing, arrival, vi)).toBe("Phòng 201: còn thiếu 1 người lớn");
    expect(roomStillNeeds(saved[0]!, formRooms[0]!, first!.missing, arrival, en)).toBe("Room 201: still missing 1 adult");
    const half = [{ ...formRooms[0]!, guests: [{ ...formRooms[0]!.guests[0]!, birthday: "" }] }];
    const [halfCheckin] = roomCheckins(half, saved, arrival, noPhotos);
    expect(roomStillNeeds(saved[0]!, half[0]!, halfCheckin!.missing, arrival, en)).toBe(
      "Room 201: still missing 1 adult; Nguyễn Văn An: birth date",
    );
  });

  it("what the button will do", () => {
    expect(saveLabel([], en)).toBe("Save details");
    expect(saveLabel([saved[1]!], en)).toBe("Save and check in room 303");
    expect(saveLabel(saved, en)).toBe("Save and check in rooms 201, 303");
    expect(saveLabel([saved[1]!], vi)).toBe("Lưu và nhận phòng 303");
    expect(saveLabel([{ roomUnit: null, roomType: "Garden Double" }], en)).toBe("Save and check in Garden Double");
  });
});
