import { describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/translate";
import { deskMessagesOf, type MessageKey } from "./message-tables";
import { stayLength, stayRange } from "./stay-range";

describe("stayRange", () => {
  it("writes a stay to its check-out day, not its last night", () => {
    expect(stayRange("vi", "2026-11-26", "2026-11-28")).toMatch(/26.*11.*→.*28.*11/);
    expect(stayRange("en", "2026-11-26", "2026-11-28")).toMatch(/→.*28/);
  });
});

describe("stayLength", () => {
  const viT = translatorFor<MessageKey>(deskMessagesOf("vi"));
  const enT = translatorFor<MessageKey>(deskMessagesOf("en"));

  it("counts the nights of an overnight stay", () => {
    expect(stayLength(viT, "2026-11-26", "2026-11-28")).toBe("2 đêm");
    expect(stayLength(enT, "2026-11-27", "2026-11-28")).toBe("1 night");
    // Across the end of March (no daylight saving in Vietnam, but the count is by calendar days anyway).
    expect(stayLength(enT, "2026-03-28", "2026-04-02")).toBe("5 nights");
  });

  it("calls a same-day stay day use, never one night", () => {
    expect(stayLength(viT, "2026-11-27", "2026-11-27")).toBe("trong ngày");
    expect(stayLength(enT, "2026-11-27", "2026-11-27")).toBe("day use");
  });
});
