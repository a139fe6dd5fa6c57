import { describe, expect, it } from "vitest";
import { guestFieldsWhere } from "@/server/domain/guest-record";
import type { guests } from "@/server/platform/db/schema";
import { declaredIdentity, declaredStay } from "./declared-identity";

const guest = (fields: Partial<typeof guests.$inferSelect>) =>
  ({
    name: "Kim Min-ji",
    birthday: "1990-04-05",
    gender: "female",
    country: "KR",
    idType: "passport",
    identity: "M12345678",
    visaKind: "exemption_unilateral",
    visaNumber: null,
    visaExpiry: "2026-04-30",
    entryDate: "2026-03-01",
    entryPort: "SGN",
    entryPortOther: null,
    stayPurpose: "tourism",
    stayUntil: null,
    ...fields,
  }) as typeof guests.$inferSelect;

describe("what the register declares of a guest", () => {
  it("declares who the guest is with the guest record's identity fields (the country as the nationality)", () => {
    const declared = Object.keys(declaredIdentity(guest({}))).map((key) => (key === "nationality" ? "country" : key));
    expect(declared.sort()).toEqual(guestFieldsWhere("declared", "identity").sort());
  });

  it("declares a foreigner's stay field by field, until the room's check-out when the guest gave no end", () => {
    expect(declaredStay(guest({}), "2026-03-12")).toEqual({
      foreign_stay: {
        visa_kind: "exemption_unilateral",
        visa_number: null,
        visa_expiry: "2026-04-30",
        entry_date: "2026-03-01",
        entry_port: "SGN",
        entry_port_other: null,
        stay_purpose: "tourism",
        stay_until: "2026-03-12",
      },
    });
    expect(declaredStay(guest({ stayUntil: "2026-03-10" }), "2026-03-12").foreign_stay?.stay_until).toBe("2026-03-10");
  });

  it("declares no stay for a Vietnamese citizen", () => {
    expect(declaredStay(guest({ country: "VN" }), "2026-03-12")).toEqual({ foreign_stay: null });
  });
});
