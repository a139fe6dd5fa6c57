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

  it("split Chinese between words, keeping 愉快 whole, and leave a language that spaces its words whole", () => {
    for (const lang of ["zh-CN", "zh-TW"] as const) {
      const phrases = phrasesOf(messagesOf(lang).checkedInMessage, lang);
      expect(phrases.join("")).toBe(messagesOf(lang).checkedInMessage);
      expect(phrases).toContain("愉快！");
      for (const phrase of phrases) expect(phrase).not.toMatch(/^[，！]/u);
    }
    expect(phrasesOf(messagesOf("ko").checkedInMessage, "ko")).toEqual([messagesOf("ko").checkedInMessage]);
    expect(phrasesOf("You are checked in.", "en")).toEqual(["You are checked in."]);
  });
});
