import { describe, expect, it } from "vitest";
import { formatDateTime, formatDayMonth, formatWeekday } from "./date-time";
import { formatDate, formatMoney } from "./format";

// Intl's currency output puts a no-break space between number and symbol; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("dates in the language's format, the same on the guest page and the desk", () => {
  it("writes dd/MM/yyyy in Vietnamese and the en-GB short month in English", () => {
    expect(formatDate("vi", "2026-11-24")).toBe("Thứ Ba, 24/11/2026");
    expect(formatDate("vi", "2026-03-05", "short")).toBe("05/03/2026");
    expect(formatDate("en", "2026-11-24")).toBe("Tue, 24 Nov 2026");
    expect(formatDate("en", "2026-03-05", "short")).toBe("5 Mar 2026");
  });

  it("writes narrow column dates and weekdays in the language", () => {
    expect(formatDayMonth("vi", "2026-03-05")).toBe("05/03");
    expect(formatDayMonth("en", "2026-03-05")).toBe("5 Mar");
    expect(formatWeekday("en", "2026-11-24")).toBe("Tue");
    expect(formatWeekday("vi", "2026-11-24")).toBe("Thứ 3");
  });

  it("shows the property's local timestamp text as it is, and an instant in the property's timezone", () => {
    expect(formatDateTime("vi", "2026-11-24 14:05:09")).toBe("24/11/2026 14:05");
    expect(formatDateTime("en", "2026-11-24 14:05:09")).toBe("24 Nov 2026 14:05");
    // 23:30 UTC is already the next day in Ho Chi Minh City (UTC+7).
    expect(formatDateTime("vi", "2026-12-31T23:30:00Z", "Asia/Ho_Chi_Minh")).toBe("01/01/2027 06:30");
    expect(formatDateTime("en", new Date("2026-12-31T23:30:00Z"), "UTC")).toBe("31 Dec 2026 23:30");
  });
});

describe("money by the language and the currency, through one formatter", () => {
  it("groups VND with dots in Vietnamese and commas in English", () => {
    expect(plain(formatMoney("vi", "VND", 1_200_000))).toBe("1.200.000 ₫");
    expect(plain(formatMoney("en", "VND", "1200000"))).toBe("₫1,200,000");
  });

  it("shows a currency's minor unit, and reads decimal text exactly", () => {
    expect(plain(formatMoney("en", "USD", "12.5"))).toBe("US$12.50");
    expect(plain(formatMoney("vi", "USD", "12.5"))).toBe("12,50 US$");
    // Past a float's 15-16 significant digits: the text is formatted digit for digit.
    expect(plain(formatMoney("en", "USD", "12345678901234.57"))).toBe("US$12,345,678,901,234.57");
  });
});
