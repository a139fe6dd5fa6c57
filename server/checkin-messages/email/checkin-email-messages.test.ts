import { describe, expect, it } from "vitest";
import { GUEST_LANGUAGES, localeOf, type Lang } from "@/i18n/languages";
import { CHECKIN_EMAIL_MESSAGES } from "./checkin-email-messages";

// The e-mail's six tables, checked against Vietnamese as the guest page's are
// (i18n/message-tables.test.ts): the same keys with the same {placeholders}, plural
// forms only beside a message with a {count}, each table in its own language; the Chinese,
// Korean and Japanese ones in their own scripts, with no English left in them but codes.

type Table = Record<string, string | undefined>;
const PLURAL_SUFFIX = /_(zero|one|two|few|many)$/;
const tableOf = (lang: Lang) => CHECKIN_EMAIL_MESSAGES[lang] as unknown as Table;
const placeholders = (text: string | undefined) => [...new Set([...(text ?? "").matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
const baseKeys = (table: Table) => Object.keys(table).filter((key) => key !== "locale" && !PLURAL_SUFFIX.test(key));
const messages = (table: Table) => Object.entries(table).filter(([key]) => key !== "locale") as [string, string][];
const withoutPlaceholders = (text: string) => text.replace(/\{\w+\}/g, "");

// Letters only Vietnamese writes (vowels with its marks, and đ).
const VIETNAMESE_LETTER = /[ăâđêôơưàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ]/i;
// What the Chinese, Korean and Japanese tables may write in Latin letters: the ID card's code.
const KEPT_LATIN = /\b(?:QR|CCCD)\b/g;
const CJK_SCRIPT: Partial<Record<Lang, RegExp>> = {
  "zh-CN": /\p{Script=Han}/u,
  "zh-TW": /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
};
// English words that would betray an untranslated Vietnamese line.
const ENGLISH_WORD = /\b(link|check-?in|check-?out|online|booking|room|e-?mail|stop)\b/i;

describe.each(GUEST_LANGUAGES.filter((lang) => lang !== "vi"))("the e-mail's %s table", (lang) => {
  const vi = tableOf("vi");
  const table = tableOf(lang);

  it("has the Vietnamese table's keys with the same {placeholders}", () => {
    expect(baseKeys(table).sort()).toEqual(baseKeys(vi).sort());
    for (const key of baseKeys(vi))
      expect({ key, placeholders: placeholders(table[key]) }).toEqual({ key, placeholders: placeholders(vi[key]) });
  });

  it("has plural forms only beside a message that counts, with no other placeholder", () => {
    for (const key of Object.keys(table).filter((name) => PLURAL_SUFFIX.test(name))) {
      const base = key.replace(PLURAL_SUFFIX, "");
      expect({ key, counts: placeholders(table[base]).includes("count"), placeholders: placeholders(table[key]) }).toEqual({
        key,
        counts: true,
        placeholders: ["count"],
      });
    }
  });

  it("names its Intl locale", () => expect(table.locale).toBe(localeOf(lang)));

  it("writes no Vietnamese", () => expect(messages(table).filter(([, text]) => VIETNAMESE_LETTER.test(text))).toEqual([]));
});

describe.each(Object.keys(CJK_SCRIPT) as Lang[])("the e-mail's %s table", (lang) => {
  it("is in its own script, with no Latin letters but the QR and CCCD codes", () => {
    const script = CJK_SCRIPT[lang]!;
    const stray = messages(tableOf(lang)).filter(([, text]) => {
      const rest = withoutPlaceholders(text).replace(KEPT_LATIN, "");
      return /[A-Za-z]/.test(rest) || (/\p{L}/u.test(rest) && !script.test(rest));
    });
    expect(stray).toEqual([]);
  });
});

describe("the e-mail's Vietnamese table", () => {
  it("writes Vietnamese words, not English ones", () => {
    expect(messages(tableOf("vi")).filter(([, text]) => ENGLISH_WORD.test(withoutPlaceholders(text)))).toEqual([]);
  });

  it("has no plural forms: Vietnamese has one form for every count", () => {
    expect(Object.keys(tableOf("vi")).filter((key) => PLURAL_SUFFIX.test(key))).toEqual([]);
  });
});
