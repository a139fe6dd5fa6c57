import { describe, expect, it } from "vitest";
import { translatorFor, type MessageTable } from "./translate";

type Key = "nights" | "greeting" | "attention";
const en: MessageTable<Key> = {
  locale: "en-GB",
  nights_one: "{count} night",
  nights: "{count} nights",
  greeting: "Hello {name}, room {room}",
  attention_one: "{count} needs attention",
  attention: "{count} need attention",
};
const vi: MessageTable<Key> = {
  locale: "vi-VN",
  nights: "{count} đêm",
  greeting: "Chào {name}, phòng {room}",
  attention: "{count} cần xử lý",
};

describe("the one translator of the guest page and the desk", () => {
  it("picks the plural form of a numeric count by Intl.PluralRules of the table's locale", () => {
    const t = translatorFor(en);
    expect([0, 1, 2, 21].map((count) => t("nights", { count }))).toEqual(["0 nights", "1 night", "2 nights", "21 nights"]);
    expect(t("attention", { count: 1 })).toBe("1 needs attention");
    expect(t("attention", { count: 3 })).toBe("3 need attention");
  });

  it("has one form for every count in Vietnamese", () => {
    const t = translatorFor(vi);
    expect([1, 2].map((count) => t("nights", { count }))).toEqual(["1 đêm", "2 đêm"]);
  });

  it("fills every placeholder, and leaves one without a value visible rather than blank", () => {
    const t = translatorFor(en);
    expect(t("greeting", { name: "An", room: 201 })).toBe("Hello An, room 201");
    expect(t("greeting", { name: "An" })).toBe("Hello An, room {room}");
  });

  it("uses the other form when the count is text, not a number", () => {
    expect(translatorFor(en)("nights", { count: "1" })).toBe("1 nights");
  });
});
