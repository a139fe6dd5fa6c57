import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GUEST_LANGUAGES, localeOf, type Lang } from "@/i18n/languages";
import { vocabulary } from "@/i18n/vocabulary/vi";
import { cardSpeech } from "./bilingual";
import { cardLabels as en } from "./labels/en";
import { cardLabels as ja } from "./labels/ja";
import { cardLabels as ko } from "./labels/ko";
import { cardLabels as vi } from "./labels/vi";
import { cardLabels as zhCn } from "./labels/zh-CN";
import { cardLabels as zhTw } from "./labels/zh-TW";

// The card's guest side in six languages: each table has every label with the same
// {placeholders}, is written in its own script (not an English placeholder), and shares no key
// with the vocabulary the card reads beside it.

type Table = Record<string, string>;
const tables: Record<Lang, Table> = { vi, en, "zh-CN": zhCn, ko, "zh-TW": zhTw, ja };
const labelKeys = (table: Table) =>
  Object.keys(table)
    .filter((key) => key !== "locale")
    .sort();
const placeholders = (text: string | undefined) => [...(text ?? "").matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

// Letters of the language's own script (an English placeholder has none): Hangul, kanji and kana, Han characters.
const SCRIPT: Partial<Record<Lang, RegExp>> = {
  ko: /\p{Script=Hangul}/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  "zh-CN": /\p{Script=Han}/u,
  "zh-TW": /\p{Script=Han}/u,
};

describe.each(GUEST_LANGUAGES)("the card's %s labels", (language) => {
  const table = tables[language];

  it("have the Vietnamese labels' keys and {placeholders}, and the language's Intl locale", () => {
    expect(labelKeys(table)).toEqual(labelKeys(tables.vi));
    for (const key of labelKeys(tables.vi))
      expect({ key, placeholders: placeholders(table[key]) }).toEqual({ key, placeholders: placeholders(tables.vi[key]) });
    expect(table.locale).toBe(localeOf(language));
  });

  it("are written in the language's script", () => {
    const script = SCRIPT[language];
    if (script) expect(labelKeys(table).filter((key) => !script.test(table[key]!))).toEqual([]);
  });

  it("share no key with the vocabulary", () => {
    expect(labelKeys(table).filter((key) => key in vocabulary)).toEqual([]);
  });
});

describe("the card's guest side", () => {
  const html = (node: ReactNode) => renderToStaticMarkup(node as ReactElement);

  it("prints Vietnamese first and the guest's language beside it, marked with its lang", () => {
    expect(html(cardSpeech("ko").say("fullName"))).toBe('Họ và tên / <span lang="ko">성명</span>');
    expect(html(cardSpeech("ja").country("KR"))).toBe('Hàn Quốc / <span lang="ja">韓国</span>');
  });

  it("prints Vietnamese alone for a Vietnamese guest", () => {
    expect(html(cardSpeech("vi").say("fullName"))).toBe("Họ và tên");
    expect(html(cardSpeech("vi").say("gender_female"))).toBe("Nữ");
  });

  it("puts the declaration's second language on a line of its own", () => {
    expect(html(cardSpeech("ko").say("declaration", { apart: true }))).toBe(
      `${vi.declaration}<br/><span lang="ko">${ko.declaration}</span>`,
    );
  });
});
