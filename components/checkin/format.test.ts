import { describe, expect, it } from "vitest";
import { formatDate } from "@/i18n/format";
import { translator } from "./i18n";

describe("the page's dates and plurals follow its language", () => {
  it("writes dates dd/MM/yyyy in Vietnamese and with the short month in English", () => {
    expect(formatDate("vi", "2026-11-24")).toBe("Thứ Ba, 24/11/2026");
    expect(formatDate("vi", "2026-03-05", "short")).toBe("05/03/2026");
    expect(formatDate("en", "2026-11-24")).toBe("Tue, 24 Nov 2026");
    expect(formatDate("en", "2026-03-05", "short")).toBe("5 Mar 2026");
  });

  it("keeps a calendar date whatever the machine's timezone", () => {
    // The last day of a month stays that day: no UTC offset moves it.
    expect(formatDate("vi", "2026-12-31", "short")).toBe("31/12/2026");
  });

  it("chooses English's singular by Intl.PluralRules, and Vietnamese's one form for every count", () => {
    const en = translator("en");
    const vi = translator("vi");
    expect([0, 1, 2].map((count) => en("nights", { count }))).toEqual(["0 nights", "1 night", "2 nights"]);
    expect([1, 3].map((count) => en("adultCount", { count }))).toEqual(["1 adult", "3 adults"]);
    expect(en("childCount", { count: 1 })).toBe("1 child");
    expect(en("yourRooms", { count: 1 })).toBe("Your room");
    expect(en("yourRooms", { count: 2 })).toBe("Your rooms");
    expect([1, 2].map((count) => vi("nights", { count }))).toEqual(["1 đêm", "2 đêm"]);
    expect(vi("adultCount", { count: 1 })).toBe("1 người lớn");
    // Without a count the message is the other form.
    expect(en("yourRooms")).toBe("Your rooms");
  });
});
