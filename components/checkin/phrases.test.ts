import { describe, expect, it } from "vitest";
import { messagesOf } from "./i18n";
import { phrasesOf } from "./phrases";

// Issue 33, item 4: the Japanese finished banner broke mid-word ("どう / ぞ").

describe("phrases of Japanese and Chinese text", () => {
  it("keep どうぞ whole in the Japanese finished banner", () => {
    const phrases = phrasesOf(messagesOf("ja").checkedInMessage, "ja");
    expect(phrases.length).toBeGreaterThan(2);
    expect(phrases.join("")).toBe(messagesOf("ja").checkedInMessage);
    expect(phrases.some((phrase) => phrase.includes("どうぞ"))).toBe(true);
    for (const phrase of phrases) expect(phrase.endsWith("どう")).toBe(false);
  });

  it("split Chinese too, and leave a language that spaces its words whole", () => {
    expect(phrasesOf(messagesOf("zh-CN").checkedInMessage, "zh-CN").length).toBeGreaterThan(1);
    expect(phrasesOf(messagesOf("zh-TW").checkedInMessage, "zh-TW").join("")).toBe(messagesOf("zh-TW").checkedInMessage);
    expect(phrasesOf(messagesOf("ko").checkedInMessage, "ko")).toEqual([messagesOf("ko").checkedInMessage]);
    expect(phrasesOf("You are checked in.", "en")).toEqual(["You are checked in."]);
  });
});
