import { describe, expect, it } from "vitest";
import { datePattern, formatDateText, isIsoDate, parseDateText } from "./date-text";

describe("parseDateText", () => {
  it("reads Vietnamese day first: 05/12/1990 is 5 December 1990", () => {
    expect(parseDateText("05/12/1990", "vi")).toBe("1990-12-05");
    expect(parseDateText("5/12/1990", "vi")).toBe("1990-12-05");
    expect(parseDateText("05.12.1990", "vi")).toBe("1990-12-05");
    expect(parseDateText("05-12-1990", "vi")).toBe("1990-12-05");
    expect(parseDateText("05121990", "vi")).toBe("1990-12-05");
    expect(parseDateText(" 28/11/2026 ", "en")).toBe("2026-11-28");
  });

  it("reads Chinese, Korean and Japanese year first", () => {
    for (const lang of ["zh-CN", "zh-TW", "ko", "ja"] as const) {
      expect(parseDateText("1990/12/05", lang)).toBe("1990-12-05");
      expect(parseDateText("19901205", lang)).toBe("1990-12-05");
      expect(parseDateText("05/12/1990", lang)).toBeUndefined();
    }
  });

  it("keeps an ISO date (a year of four digits first) in any language", () => {
    expect(parseDateText("1990-12-05", "vi")).toBe("1990-12-05");
    expect(parseDateText("1990-12-05", "ja")).toBe("1990-12-05");
  });

  it("refuses what is not a calendar date, and gives '' for nothing", () => {
    expect(parseDateText("31/02/1990", "vi")).toBeUndefined();
    expect(parseDateText("29/02/2023", "vi")).toBeUndefined();
    expect(parseDateText("29/02/2024", "vi")).toBe("2024-02-29");
    expect(parseDateText("12/13/1990", "vi")).toBeUndefined();
    expect(parseDateText("05/12/90", "vi")).toBeUndefined();
    expect(parseDateText("5 tháng 12", "vi")).toBeUndefined();
    expect(parseDateText("", "vi")).toBe("");
    expect(parseDateText("   ", "en")).toBe("");
  });
});

describe("formatDateText", () => {
  it("writes an ISO date in the language's order", () => {
    expect(formatDateText("1990-12-05", "vi")).toBe("05/12/1990");
    expect(formatDateText("1990-12-05", "en")).toBe("05/12/1990");
    expect(formatDateText("1990-12-05", "ko")).toBe("1990/12/05");
    expect(datePattern("vi")).toBe("dd/mm/yyyy");
    expect(datePattern("ja")).toBe("yyyy/mm/dd");
  });

  it("leaves text that is not an ISO date as it is (what was typed stays on the field)", () => {
    expect(formatDateText("31/02/1990", "vi")).toBe("31/02/1990");
    expect(formatDateText("", "vi")).toBe("");
  });

  it("round-trips every day of a year", () => {
    for (let day = 0; day < 366; day += 1) {
      const iso = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
      for (const lang of ["vi", "en", "ko", "ja", "zh-CN", "zh-TW"] as const)
        expect(parseDateText(formatDateText(iso, lang), lang)).toBe(iso);
    }
  });
});

describe("isIsoDate", () => {
  it("is a whole calendar date in ISO only", () => {
    expect(isIsoDate("2026-11-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("28/11/2026")).toBe(false);
    expect(isIsoDate("2026-11")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });
});
