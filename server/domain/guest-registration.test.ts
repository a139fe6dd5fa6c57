import { describe, expect, it } from "vitest";
import { roomRegistration, type RegistrationGuest } from "./guest-registration";

const arrival = "2026-12-01";
const vietnamese: RegistrationGuest = {
  id: "1",
  name: "Nguyễn Văn An",
  birthday: "1990-04-12",
  gender: "male",
  country: "VN",
  idType: "identity_card",
  identity: "001203004567",
  city: "Thành phố Hà Nội",
  ward: "Phường Hoàn Kiếm",
  photos: 0,
};
const foreign: RegistrationGuest = {
  id: "2",
  name: "John Smith",
  birthday: "1985-11-02",
  gender: "male",
  country: "GB",
  idType: "passport",
  identity: "P1234567",
  city: "London",
  ward: null,
  photos: 1,
};

function missingOf(guests: RegistrationGuest[], adults = guests.length) {
  return roomRegistration({ adults, arrival }, guests).missing;
}

describe("roomRegistration", () => {
  it("is complete for a registered Vietnamese citizen and a foreigner with a passport and its photo", () => {
    expect(roomRegistration({ adults: 2, arrival }, [vietnamese, foreign])).toEqual({ complete: true, missing: [], warnings: [] });
  });

  it("names every missing field of the guest named A with nothing else", () => {
    const a: RegistrationGuest = {
      id: "9",
      name: "A",
      birthday: null,
      gender: null,
      country: null,
      idType: null,
      identity: null,
      city: null,
      ward: null,
      photos: 0,
    };
    expect(missingOf([a], 2).map((item) => [item.guest_id, item.field])).toEqual([
      ["9", "name"],
      ["9", "birthday"],
      ["9", "gender"],
      ["9", "country"],
      ["9", "id_type"],
      ["9", "identity"],
      [null, "guests"],
    ]);
  });

  it("needs as many registered guests as the room's adults; children do not count", () => {
    const child: RegistrationGuest = {
      ...vietnamese,
      id: "3",
      name: "Nguyễn Bé",
      birthday: "2019-05-01",
      idType: null,
      identity: null,
      city: null,
      ward: null,
    };
    expect(missingOf([vietnamese, child], 2)).toEqual([{ guest_id: null, field: "guests" }]);
    expect(missingOf([vietnamese, child], 1)).toEqual([]);
  });

  it("takes a child's age on the arrival day: 14 the day before arrival is an adult", () => {
    const turned14 = { ...vietnamese, id: "4", birthday: "2012-11-30", idType: null, identity: null };
    expect(missingOf([turned14], 1).map((item) => item.field)).toEqual(["id_type", "identity"]);
    const stillChild = { ...turned14, birthday: "2012-12-02" };
    expect(missingOf([vietnamese, stillChild], 1)).toEqual([]);
  });

  it("asks a Vietnamese citizen for the 2025 province and ward", () => {
    expect(missingOf([{ ...vietnamese, city: null, ward: " " }]).map((item) => item.field)).toEqual(["city", "ward"]);
  });

  it("asks a foreigner for a travel document and at least one photo of it, never for a ward", () => {
    expect(missingOf([{ ...foreign, photos: 0 }]).map((item) => item.field)).toEqual(["identity_image_urls"]);
    expect(missingOf([{ ...foreign, idType: "identity_card" }]).map((item) => item.field)).toEqual(["id_type", "identity"]);
  });

  it.each([
    ["identity_card", "001203004567", true],
    ["identity_card", "123456789", true],
    ["identity_card", "0012 0300 4567", true],
    ["identity_card", "12345678", false],
    ["identity_card", "00120300456X", false],
    ["passport", "C1234567", true],
    ["passport", "b12345", true],
    ["passport", "12345", false],
    ["passport", "P-1234567", false],
    ["passport", "1234567890", false],
  ])("checks the number of a %s: %s is %s", (idType, identity, valid) => {
    const fields = missingOf([{ ...vietnamese, idType, identity }]).map((item) => item.field);
    expect(fields.includes("identity")).toBe(!valid);
  });

  it.each([
    ["2026-12-01", false],
    ["2027-01-01", false],
    ["1906-12-01", true],
    ["1906-11-30", false],
  ])("takes a birth date of %s as plausible: %s", (birthday, plausible) => {
    const fields = missingOf([{ ...vietnamese, birthday }]).map((item) => item.field);
    expect(fields.includes("birthday")).toBe(!plausible);
  });

  describe("a foreigner's stay", () => {
    const departure = "2026-12-05";
    const stay = { adults: 1, arrival, departure };
    const withVisa: RegistrationGuest = {
      ...foreign,
      visaKind: "e_visa",
      visaNumber: "EV12345678",
      visaExpiry: "2026-12-30",
      entryDate: "2026-11-28",
      entryPort: "air-sgn",
      stayUntil: null,
    };

    it("is complete for a foreign adult with a visa and an entry, the end of stay defaulting to the check-out", () => {
      expect(roomRegistration(stay, [withVisa])).toEqual({ complete: true, missing: [], warnings: [] });
    });

    it("is complete for a foreign adult without a visa (exempt, or not given): visa and entry are asked only when the guest has them", () => {
      expect(roomRegistration(stay, [foreign])).toEqual({ complete: true, missing: [], warnings: [] });
      expect(roomRegistration(stay, [{ ...foreign, visaKind: "exemption_unilateral", visaExpiry: "2027-01-10" }])).toEqual({
        complete: true,
        missing: [],
        warnings: [],
      });
    });

    it("still asks a foreigner's name, gender, birth date, nationality and passport", () => {
      const bare: RegistrationGuest = { ...withVisa, name: null, gender: null, birthday: null, identity: null };
      expect(missingOf([bare])).toEqual([
        { guest_id: "2", field: "name" },
        { guest_id: "2", field: "birthday" },
        { guest_id: "2", field: "gender" },
        { guest_id: "2", field: "identity" },
      ]);
    });

    it("reports an inconsistent visa on the field to correct", () => {
      const fields = (guest: Partial<RegistrationGuest>) =>
        roomRegistration(stay, [{ ...withVisa, ...guest }]).missing.map((item) => item.field);
      expect(fields({ visaExpiry: null })).toEqual(["visa_expiry"]); // a number needs its expiry
      expect(fields({ visaKind: null })).toEqual(["visa_kind"]); // a number needs its kind
      expect(fields({ visaNumber: " ", visaExpiry: "2026-12-30" })).toEqual(["visa_number"]); // an e-visa has a number
      expect(fields({ visaExpiry: "2026-11-30" })).toEqual(["visa_expiry"]); // expired before the arrival
      expect(fields({ entryDate: "2026-12-02" })).toEqual(["entry_date"]); // entered after the arrival
      expect(fields({ entryDate: "1980-01-01" })).toEqual(["entry_date"]); // entered before being born
      expect(fields({ entryDate: "2026-12-01", visaExpiry: "2026-12-31" })).toEqual([]); // entered on the day of arrival
      expect(fields({ entryPort: "other", entryPortOther: "" })).toEqual(["entry_port"]);
      expect(fields({ entryPort: "other", entryPortOther: "Cửa khẩu Tân Nam" })).toEqual([]);
      expect(fields({ stayUntil: "2026-11-30" })).toEqual(["stay_until"]);
      expect(fields({ stayUntil: "2026-12-06" })).toEqual(["stay_until"]);
      expect(fields({ stayUntil: "2026-12-03" })).toEqual([]);
    });

    it("warns, without blocking, when the visa ends before the intended end of the stay", () => {
      const early = { ...withVisa, visaExpiry: "2026-12-03" };
      expect(roomRegistration(stay, [early])).toEqual({
        complete: true,
        missing: [],
        warnings: [{ guest_id: "2", field: "visa_expiry", code: "visa_expires_before_stay_end" }],
      });
      // The guest means to leave before the visa ends: nothing to say.
      expect(roomRegistration(stay, [{ ...early, stayUntil: "2026-12-03" }]).warnings).toEqual([]);
    });

    it("leaves a Vietnamese citizen's stray visa fields alone", () => {
      expect(roomRegistration(stay, [{ ...vietnamese, visaNumber: "X", entryDate: "2030-01-01" }]).missing).toEqual([]);
    });
  });
});
