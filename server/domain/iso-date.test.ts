import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { isIsoDate } from "./iso-date";

describe("isIsoDate", () => {
  it("agrees with Temporal on every day of a leap-year cycle and its impossible neighbours", () => {
    for (const year of [1900, 2000, 2024, 2025, 2026]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const text = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          let real = true;
          try {
            Temporal.PlainDate.from(text, { overflow: "reject" });
          } catch {
            real = false;
          }
          expect(isIsoDate(text), text).toBe(real);
        }
      }
    }
  });

  it("refuses other spellings", () => {
    for (const text of ["2026-3-10", "20260310", "2026-03-10T00:00", " 2026-03-10", ""]) expect(isIsoDate(text)).toBe(false);
  });
});
