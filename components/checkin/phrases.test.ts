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

  it("never start a phrase with closing punctuation", () => {
    for (const text of [messagesOf("ja").checkedInMessage, "ありがとうございました！またお越しください。", "「ご予約」は、完了です。"]) {
      const phrases = phrasesOf(text, "ja");
      expect(phrases.join("")).toBe(text);
      for (const phrase of phrases) expect(phrase).not.toMatch(/^[、。！」]/u);
    }
  });

  it("leave Chinese to the browser, and a language that spaces its words whole", () => {
    expect(phrasesOf(messagesOf("zh-CN").checkedInMessage, "zh-CN")).toEqual([messagesOf("zh-CN").checkedInMessage]);
    expect(phrasesOf(messagesOf("zh-TW").checkedInMessage, "zh-TW")).toEqual([messagesOf("zh-TW").checkedInMessage]);
    expect(phrasesOf(messagesOf("ko").checkedInMessage, "ko")).toEqual([messagesOf("ko").checkedInMessage]);
    expect(phrasesOf("You are checked in.", "en")).toEqual(["You are checked in."]);
  });
});
