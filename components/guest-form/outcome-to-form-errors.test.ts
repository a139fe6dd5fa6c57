import { describe, expect, it } from "vitest";
import type { CheckinRoom } from "@/server/checkin/checkin-booking";
import { emptyGuest, type CheckinFormValues, type GuestFormValues } from "./form-values";
import { guestFormTranslator } from "./i18n";
import {
  checkInRefusal,
  notOpenYet,
  outcomeToFormErrors,
  stillNeedsOf,
  type AnswerWords,
  type InvalidOutcome,
} from "./outcome-to-form-errors";
import { toUpdateRequest } from "./update-request";

// A booking of two rooms: 201 for two adults with a guest on file (id 41) and one added on the
// form, 303 for one adult, empty. The request is the real one the form would send.

const room = (id: string, unit: string | null, adults: number): CheckinRoom => ({
  id,
  status: "confirmed",
  roomType: "Double",
  roomUnit: unit,
  occupancy: { adults, children: 0, infants: 0 },
  guests: [],
  registration: { complete: false, missing: [], warnings: [] },
});
const guest = (key: string, name: string, guestId?: number): GuestFormValues => ({
  ...emptyGuest(key, "VN"),
  name,
  birthday: "1990-04-12",
  ...(guestId ? { guestId } : {}),
});
const values: CheckinFormValues = {
  rooms: [
    { id: "r201", primaryKey: "a", checkIn: true, guests: [guest("a", "Nguyễn Văn An", 41), guest("b", "Trần Thị Bình")] },
    { id: "r303", primaryKey: "", checkIn: false, guests: [] },
  ],
  wantsInvoice: false,
  invoice: { company: "", tax_code: "", address: "", email: "" },
  message: "",
  arrivalHour: "14:00",
};
const photo = { id: "photo-1", blob: new Blob(["x"]), stagedId: "stg_1" };
const request = toUpdateRequest(values, { initialMessage: "", initialArrivalHour: "14:00", photos: { b: [photo] } });
const words = (lang: "en" | "vi"): AnswerWords => ({
  checkinDate: "2026-11-26",
  checkinTime: "14:00",
  arrivalDate: "26/11/2026",
  rooms: [room("r201", "201", 2), room("r303", null, 1)],
  lang,
  t: guestFormTranslator(lang),
});
const en = words("en");
const invalid = (fields: Partial<InvalidOutcome>): InvalidOutcome => ({
  kind: "invalid",
  errors: {},
  message: "The request is invalid.",
  ...fields,
});

describe("outcomeToFormErrors", () => {
  it("puts a field's errors on its field, the API's words as they are in English", () => {
    const errors = outcomeToFormErrors(
      invalid({ errors: { "rooms.0.guests.records.1.birthday": ["Must be a date.", "Not in the future."] } }),
      values,
      request,
      en,
    );
    expect(errors).toEqual({
      fields: [{ name: "rooms.0.guests.1.birthday", error: { type: "server", message: "Must be a date. Not in the future." } }],
      general: [],
      restage: [],
    });
  });

  it("says in the page's language that a value is not valid, with the API's words after it", () => {
    const vi = words("vi");
    const errors = outcomeToFormErrors(
      invalid({ errors: { "rooms.0.guests.records.1.birthday": ["Must be a date."] } }),
      values,
      request,
      vi,
    );
    expect(errors.fields[0]!.error.message).toBe(`${vi.t("v_invalid")} (Must be a date.)`);
  });

  it("keeps for the summary an error no field can show", () => {
    const errors = outcomeToFormErrors(
      invalid({ errors: { guest_message: ["Too long."], "rooms.5.guests.records.0.name": ["Only one."], payment: ["Not here."] } }),
      values,
      request,
      en,
    );
    expect(errors.fields).toEqual([{ name: "message", error: { type: "server", message: "Too long." } }]);
    expect(errors.general).toEqual(["Only one.", "Not here."]);
  });

  it("names the staged photo the API no longer takes, to send again, and still shows its error", () => {
    const path = "rooms.0.guests.records.1.identity_image_ids.0";
    expect(request.photoOfStagedPath(path)).toBe("photo-1");
    const errors = outcomeToFormErrors(invalid({ errors: { [path]: ["The staged image has expired."] } }), values, request, en);
    expect(errors.restage).toEqual(["photo-1"]);
    expect(errors.fields).toEqual([
      { name: "rooms.0.guests.1.photos", error: { type: "server", message: "The staged image has expired." } },
    ]);
  });

  it("puts INVOICE_NO_PRIMARY_GUEST on the company field", () => {
    const errors = outcomeToFormErrors(invalid({ code: "INVOICE_NO_PRIMARY_GUEST" }), values, request, en);
    expect(errors).toEqual({
      fields: [{ name: "invoice.company", error: { message: en.t("invoiceNeedsPrimary") } }],
      general: [],
      restage: [],
    });
  });

  it("puts REGISTRATION_INCOMPLETE's items on the guests' fields: sent ones by path, ones on file by id; a room short of adults in the summary", () => {
    const outcome = invalid({
      code: "REGISTRATION_INCOMPLETE",
      missing: [
        { booking_room_id: "r201", guest_id: null, field: "birthday", path: "rooms.0.guests.records.1.birthday" },
        { booking_room_id: "r201", guest_id: "41", field: "identity_image_urls", path: null },
        { booking_room_id: "r201", guest_id: "41", field: "gender", path: null },
        { booking_room_id: "r303", guest_id: null, field: "guests", path: null },
        { booking_room_id: "r201", guest_id: "99", field: "gender", path: null },
      ],
    });
    const needed = { type: "server", message: en.t("neededForRegistration") };
    expect(outcomeToFormErrors(outcome, values, request, en)).toEqual({
      fields: [
        { name: "rooms.0.guests.1.birthday", error: needed },
        { name: "rooms.0.guests.0.photos", error: needed },
        { name: "rooms.0.guests.0.gender", error: needed },
      ],
      general: [en.t("registerEveryAdult", { room: "Double", count: 1 }), en.t("registerEveryAdult", { room: "201", count: 2 })],
      restage: [],
    });
  });

  it("says when check-in opens for CHECKIN_NOT_YET_OPEN, and the API's message for any other code", () => {
    expect(
      outcomeToFormErrors(invalid({ code: "CHECKIN_NOT_YET_OPEN", opensAt: "2026-11-26 14:00:00" }), values, request, en).general,
    ).toEqual([en.t("checkinNotOpenYet", { date: "26/11/2026", hour: "14:00" })]);
    expect(
      outcomeToFormErrors(invalid({ code: "BOOKING_CANCELLED", message: "The booking is cancelled." }), values, request, en).general,
    ).toEqual(["The booking is cancelled."]);
  });
});

describe("notOpenYet", () => {
  it("writes the arrival day as the page does, another day as the API gave it, and the booking's time when none is given", () => {
    expect(notOpenYet("2026-11-26 15:30:00", en)).toBe(en.t("checkinNotOpenYet", { date: "26/11/2026", hour: "15:30" }));
    expect(notOpenYet("2026-11-27 08:00:00", en)).toBe(en.t("checkinNotOpenYet", { date: "2026-11-27", hour: "08:00" }));
    expect(notOpenYet(undefined, en)).toBe(en.t("checkinNotOpenYet", { date: "26/11/2026", hour: "14:00" }));
  });
});

describe("checkInRefusal", () => {
  it("says room by room who is still missing, naming a guest this save added by the form's key", () => {
    const outcome = invalid({
      code: "REGISTRATION_INCOMPLETE",
      missing: [
        { booking_room_id: "r201", guest_id: null, field: "gender", path: "rooms.0.guests.records.1.gender" },
        { booking_room_id: "r303", guest_id: null, field: "guests", path: null },
      ],
    });
    expect(checkInRefusal(outcome, values, request, en)).toEqual([
      stillNeedsOf(values, "r201", [{ guest_id: "b", field: "gender" }], en),
      stillNeedsOf(values, "r303", [{ guest_id: null, field: "guests" }], en),
    ]);
    expect(checkInRefusal(outcome, values, request, en)[0]).toContain("Trần Thị Bình");
  });

  it("says when check-in opens, or gives the API's errors as they are", () => {
    expect(checkInRefusal(invalid({ code: "CHECKIN_NOT_YET_OPEN" }), values, request, en)).toEqual([notOpenYet(undefined, en)]);
    expect(checkInRefusal(invalid({ errors: { "rooms.0.status": ["Not before 2026-11-26."] } }), values, request, en)).toEqual([
      "Not before 2026-11-26.",
    ]);
  });

  it("speaks of a room no longer on the form as a whole", () => {
    expect(stillNeedsOf(values, "r999", [], en)).toBe(en.t("registerEveryAdult", { room: "", count: 1 }));
  });
});
