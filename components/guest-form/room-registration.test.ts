import { describe, expect, it } from "vitest";
import { roomRegistration, type RegistrationGuest } from "@/server/domain/guest-registration";
import type { CheckinGuest, CheckinRoom } from "@/server/checkin/checkin-booking";
import { emptyGuest, nationalityForNewGuest, type GuestFormValues } from "./form-values";
import { guestFormTranslator } from "./i18n";
import { formRoomRegistration, missingText, requiredFields } from "./room-registration";

const arrival = "2026-11-26";
const guest = (key: string, fields: Partial<GuestFormValues> = {}): GuestFormValues => ({ ...emptyGuest(key), ...fields });
const sorted = (fields: ReadonlySet<string>) => [...fields].sort();

describe("requiredFields: what the form marks required, from the registration rules", () => {
  it("a Vietnamese adult: name, birth date, gender, nationality, ID type and number, the 2025 province and ward", () => {
    expect(sorted(requiredFields(guest("a", { country: "VN" }), arrival))).toEqual(
      ["birthday", "city", "country", "gender", "id_type", "identity", "name", "ward"].sort(),
    );
  });

  it("a foreign adult: name, birth date, gender, nationality, document type and number, an ID photo", () => {
    expect(sorted(requiredFields(guest("a", { country: "GB", birthday: "1985-11-02" }), arrival))).toEqual(
      ["birthday", "country", "gender", "id_type", "identity", "name", "photos"].sort(),
    );
  });

  it("a child under 14: name, birth date, gender, nationality", () => {
    expect(sorted(requiredFields(guest("a", { country: "VN", birthday: "2019-05-01" }), arrival))).toEqual([
      "birthday",
      "country",
      "gender",
      "name",
    ]);
  });

  it("nationality not chosen yet: what every adult needs, the rest once it is known", () => {
    expect(sorted(requiredFields(guest("a"), arrival))).toEqual(["birthday", "country", "gender", "id_type", "identity", "name"]);
  });
});

const onFile = (id: number, fields: Partial<CheckinGuest> = {}): CheckinGuest => ({
  id,
  name: "",
  email: null,
  phone: null,
  birthday: null,
  gender: null,
  identity: null,
  id_type: null,
  identity_issue_date: null,
  address: null,
  ward: null,
  city: null,
  country: null,
  is_primary_guest: false,
  accommodation_type: null,
  travel_purpose: null,
  guest_category: null,
  identity_image_urls: [],
  identity_images_on_file: 0,
  registered_elsewhere: false,
  visa_kind: null,
  visa_number: null,
  visa_expiry: null,
  entry_date: null,
  entry_port: null,
  entry_port_other: null,
  stay_purpose: null,
  stay_until: null,
  ...fields,
});

const room = (guests: CheckinGuest[], missing: CheckinRoom["registration"]["missing"] = []): CheckinRoom => ({
  id: "r1",
  status: "confirmed",
  roomType: "Superior Double",
  roomUnit: "201",
  occupancy: { adults: 2, children: 0, infants: 0 },
  guests,
  registration: { complete: missing.length === 0, missing, warnings: [] },
});

describe("formRoomRegistration: the room's missing items with the form's values, as the server will judge them", () => {
  it("equals roomRegistration of the same guests (an on-file guest with a photo, a new one, a removed one)", () => {
    const saved = room([onFile(7, { name: "John Smith", country: "GB", identity_images_on_file: 1 })]);
    const form = [
      guest("g7", { guestId: 7, name: "John Smith", country: "GB", id_type: "passport", identity: "P1234567", gender: "male" }),
      guest("new", { name: "Nguyễn Văn An", country: "VN", birthday: "1990-04-12" }),
      guest("gone", { name: "X", removed: true }),
    ];
    const server: RegistrationGuest[] = [
      {
        id: "7",
        name: "John Smith",
        birthday: null,
        gender: "male",
        country: "GB",
        idType: "passport",
        identity: "P1234567",
        city: null,
        ward: null,
        photos: 1,
      },
      {
        id: "new",
        name: "Nguyễn Văn An",
        birthday: "1990-04-12",
        gender: null,
        country: "VN",
        idType: null,
        identity: null,
        city: null,
        ward: null,
        photos: 0,
      },
    ];
    const missing = formRoomRegistration({ guests: form }, saved, arrival, () => 0);
    expect(missing).toEqual(roomRegistration({ adults: 2, arrival }, server).missing);
    expect(missing).toEqual([
      { guest_id: "7", field: "birthday" },
      { guest_id: "new", field: "gender" },
      { guest_id: "new", field: "id_type" },
      { guest_id: "new", field: "identity" },
      { guest_id: "new", field: "city" },
      { guest_id: "new", field: "ward" },
    ]);
  });

  it("counts the photos on the phone, and a room short of adults last", () => {
    const form = [
      guest("a", {
        name: "Kim Ji-woo",
        country: "KR",
        birthday: "1992-03-04",
        gender: "female",
        id_type: "passport",
        identity: "M12345678",
      }),
    ];
    expect(formRoomRegistration({ guests: form }, room([]), arrival, () => 0)).toEqual([
      { guest_id: "a", field: "identity_image_urls" },
      { guest_id: null, field: "guests" },
    ]);
    expect(formRoomRegistration({ guests: form }, room([]), arrival, (key) => (key === "a" ? 1 : 0))).toEqual([
      { guest_id: null, field: "guests" },
    ]);
  });

  it("asks what the server asks of a foreigner's visa and entry: a number without its expiry, an entry after the arrival", () => {
    const form = [
      guest("a", {
        name: "Emma Schmidt",
        country: "DE",
        birthday: "1990-01-02",
        gender: "female",
        id_type: "passport",
        identity: "C01X00T47",
        visa_kind: "e_visa",
        visa_number: "EV1234567",
        entry_date: "2026-11-27",
      }),
    ];
    const server: RegistrationGuest[] = [
      {
        id: "a",
        name: "Emma Schmidt",
        birthday: "1990-01-02",
        gender: "female",
        country: "DE",
        idType: "passport",
        identity: "C01X00T47",
        city: null,
        ward: null,
        photos: 1,
        visaKind: "e_visa",
        visaNumber: "EV1234567",
        entryDate: "2026-11-27",
      },
    ];
    const missing = formRoomRegistration({ guests: form }, room([]), arrival, () => 1);
    expect(missing).toEqual(roomRegistration({ adults: 2, arrival }, server).missing);
    expect(missing).toEqual([
      { guest_id: "a", field: "visa_expiry" },
      { guest_id: "a", field: "entry_date" },
      { guest_id: null, field: "guests" },
    ]);
  });

  it("takes the server's word for a guest someone else registered (its hidden fields are not on the page)", () => {
    const saved = room(
      [onFile(9, { name: "Võ Thị Lan", registered_elsewhere: true, identity: "•••• 1234" })],
      [
        { guest_id: "9", field: "birthday" },
        { guest_id: null, field: "guests" },
      ],
    );
    const form = [guest("g9", { guestId: 9, name: "Võ Thị Lan", masked: true, identity: "•••• 1234" })];
    expect(formRoomRegistration({ guests: form }, saved, arrival, () => 0)).toEqual([
      { guest_id: "9", field: "birthday" },
      { guest_id: null, field: "guests" },
    ]);
  });
});

describe("missingText: the 'still missing' line", () => {
  it("says the room's count, then each guest's fields, in the page's language", () => {
    const missing = [
      { guest_id: "a", field: "birthday" as const },
      { guest_id: "a", field: "identity_image_urls" as const },
      { guest_id: null, field: "guests" as const },
    ];
    expect(missingText(missing, () => "Kim Ji-woo", 1, guestFormTranslator("vi"))).toBe("1 khách; Kim Ji-woo: ngày sinh, ảnh giấy tờ");
    expect(missingText(missing, () => "Kim Ji-woo", 1, guestFormTranslator("en"))).toBe("1 more guest; Kim Ji-woo: birth date, ID photo");
    expect(missingText([], () => "", 0, guestFormTranslator("en"))).toBe("");
  });
});

describe("nationalityForNewGuest", () => {
  it("is the previous guest's, else Vietnam on a Vietnamese page and nothing on an English one", () => {
    const rooms = [{ guests: [guest("a", { country: "KR" }), guest("b", { country: "JP", removed: true })] }, { guests: [] }];
    expect(nationalityForNewGuest(rooms, 1, "en")).toBe("KR");
    expect(nationalityForNewGuest([{ guests: [] }], 0, "vi")).toBe("VN");
    expect(nationalityForNewGuest([{ guests: [] }], 0, "en")).toBe("");
  });
});
