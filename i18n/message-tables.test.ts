import { describe, expect, it } from "vitest";
import { messagesOf } from "@/components/checkin/i18n";
import { stopPageMessagesOf } from "@/components/checkin/stop-page-i18n";
import { deskMessages as deskEn } from "@/components/desk/messages/en";
import { deskMessages as deskVi } from "@/components/desk/messages/vi";
import { GUEST_LANGUAGES, LANGUAGE_NAMES, localeOf, type Lang } from "@/i18n/languages";

// The guest page's six tables (each language's page strings and domain words, as messagesOf
// merges them), the stop page's six (the e-mails' "stop these e-mails" page) and the desk's two, each checked against Vietnamese: every key of Vietnamese is
// in the other table with the same {placeholders}, a plural form belongs to a message of its
// table, and no table speaks another language; the Chinese, Korean and Japanese tables are in
// their own scripts.

type Table = Record<string, string | undefined>;
const PLURAL_SUFFIX = /_(zero|one|two|few|many)$/;

const placeholders = (text: string | undefined) => [...new Set([...(text ?? "").matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
// A plural form of `key`, unless the table also has a message of that exact name (`id_type_other` style keys end otherwise).
const baseKeys = (table: Table) =>
  Object.keys(table).filter((key) => key !== "locale" && !(PLURAL_SUFFIX.test(key) && key.replace(PLURAL_SUFFIX, "") in table));
const pluralForms = (table: Table) => Object.keys(table).filter((key) => PLURAL_SUFFIX.test(key) && !baseKeys(table).includes(key));
const messages = (table: Table) => Object.entries(table).filter(([key, text]) => key !== "locale" && text);

// Letters only Vietnamese writes (vowels with its marks, and đ).
const VIETNAMESE_LETTER = /[ăâđêôơưàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ]/i;
// The Vietnamese another language keeps: the legal terms a guest meets on the forms as they are
// written, and the languages' names as a language picker shows them.
const VIETNAMESE_TERMS = ["Căn cước", "tạm trú", "thường trú", "khai báo lưu trú"];
const KEPT_VIETNAMESE = new RegExp([...VIETNAMESE_TERMS, ...Object.values(LANGUAGE_NAMES)].join("|"), "giu");
// What the Chinese, Korean and Japanese tables may write in Latin letters: brands, codes and abbreviations.
const KEPT_LATIN = /\b(?:Wi-Fi|VietQR|QR|APEC|ABTC|CCCD|CMND|VAT)\b/g;
// English words that crept into Vietnamese labels ("link check-in"); brand and format names stay allowed.
const ENGLISH_WORD = /\b(link|check-in|check-out|online|booking|room|amount)\b/i;

const withoutPlaceholders = (text: string) => text.replace(/\{\w+\}/g, "");
/** Vietnamese letters a message of another language holds outside the Vietnamese it may keep. */
const vietnameseIn = (text: string) => VIETNAMESE_LETTER.test(text.replace(KEPT_VIETNAMESE, ""));
/** Latin letters a CJK message holds outside its placeholders, the Vietnamese it may keep and the kept abbreviations. */
const latinIn = (text: string) => /[A-Za-z]/.test(withoutPlaceholders(text).replace(KEPT_VIETNAMESE, "").replace(KEPT_LATIN, ""));
const CJK_LANGUAGES = ["zh-CN", "ko", "zh-TW", "ja"] as const satisfies readonly Lang[];
type CjkLang = (typeof CJK_LANGUAGES)[number];
// A CJK language's own script, asked of each message that has letters left once the rest is taken out.
const SCRIPT: Record<CjkLang, RegExp> = {
  "zh-CN": /\p{Script=Han}/u,
  "zh-TW": /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
};
const outOfScript = (lang: CjkLang, text: string) => {
  const rest = withoutPlaceholders(text).replace(KEPT_VIETNAMESE, "").replace(KEPT_LATIN, "");
  return /\p{L}/u.test(rest) && !SCRIPT[lang].test(rest);
};

function expectSameMessages(vi: Table, other: Table) {
  expect(baseKeys(other).sort()).toEqual(baseKeys(vi).sort());
  for (const key of baseKeys(vi))
    expect({ key, placeholders: placeholders(other[key]) }).toEqual({ key, placeholders: placeholders(vi[key]) });
}

function expectPluralFormsOfTheirTable(table: Table) {
  for (const key of pluralForms(table)) {
    const base = key.replace(PLURAL_SUFFIX, "");
    expect({
      key,
      extra: placeholders(table[key]).filter((name) => name !== "count" && !placeholders(table[base]).includes(name)),
    }).toEqual({ key, extra: [] });
  }
}

const guestTable = (lang: Lang) => messagesOf(lang) as unknown as Table;
const englishWordsIn = (table: Table) => messages(table).filter(([, text]) => ENGLISH_WORD.test(withoutPlaceholders(text!)));

describe.each(GUEST_LANGUAGES.filter((lang) => lang !== "vi"))("the guest page's %s table", (lang) => {
  const table = guestTable(lang);

  it("has the Vietnamese table's keys with the same {placeholders}", () => expectSameMessages(guestTable("vi"), table));
  it("gives each plural form a message of its own table, with no placeholder the message lacks but {count}", () =>
    expectPluralFormsOfTheirTable(table));
  it("names its Intl locale", () => expect(table.locale).toBe(localeOf(lang)));

  it("writes no Vietnamese but the legal terms and the languages' names", () => {
    expect(messages(table).filter(([, text]) => vietnameseIn(text!))).toEqual([]);
  });
});

describe("the guest page's Vietnamese table", () => {
  const vi = guestTable("vi");
  it("gives each plural form a message of its own table", () => expectPluralFormsOfTheirTable(vi));
  it("names its Intl locale", () => expect(vi.locale).toBe(localeOf("vi")));
  it("writes no English words", () => expect(englishWordsIn(vi)).toEqual([]));
});

describe.each(CJK_LANGUAGES)("the guest page's %s table, in its own script", (lang) => {
  const table = guestTable(lang);
  it("writes no Latin letters but {placeholders}, the kept abbreviations and the kept Vietnamese", () => {
    expect(messages(table).filter(([, text]) => latinIn(text!))).toEqual([]);
  });
  it("writes every message in its script", () => {
    expect(messages(table).filter(([, text]) => outOfScript(lang, text!))).toEqual([]);
  });
});

describe.each(GUEST_LANGUAGES.filter((lang) => lang !== "vi"))("the stop page's %s table", (lang) => {
  const table = stopPageMessagesOf(lang) as unknown as Table;
  it("has the Vietnamese table's keys with the same {placeholders}", () =>
    expectSameMessages(stopPageMessagesOf("vi") as unknown as Table, table));
  it("names its Intl locale", () => expect(table.locale).toBe(localeOf(lang)));
  it("writes no Vietnamese", () => expect(messages(table).filter(([, text]) => vietnameseIn(text!))).toEqual([]));
});

describe("the stop page's Vietnamese table", () => {
  const vi = stopPageMessagesOf("vi") as unknown as Table;
  it("names its Intl locale", () => expect(vi.locale).toBe(localeOf("vi")));
  it("writes no English words", () => expect(englishWordsIn(vi)).toEqual([]));
});

describe.each(CJK_LANGUAGES)("the stop page's %s table, in its own script", (lang) => {
  const table = stopPageMessagesOf(lang) as unknown as Table;
  it("writes no Latin letters but {placeholders}", () => expect(messages(table).filter(([, text]) => latinIn(text!))).toEqual([]));
  it("writes every message in its script", () => expect(messages(table).filter(([, text]) => outOfScript(lang, text!))).toEqual([]));
});

describe("the desk's tables", () => {
  const vi = deskVi as unknown as Table;
  const en = deskEn as unknown as Table;
  it("have the same keys with the same {placeholders}", () => expectSameMessages(vi, en));
  it("give each plural form a message of its own table, with no placeholder the message lacks but {count}", () => {
    expectPluralFormsOfTheirTable(vi);
    expectPluralFormsOfTheirTable(en);
  });
  it("name their Intl locales", () => expect([vi.locale, en.locale]).toEqual([localeOf("vi"), localeOf("en")]));
  it("keep each language to itself", () => {
    expect(messages(en).filter(([, text]) => vietnameseIn(text!))).toEqual([]);
    expect(englishWordsIn(vi)).toEqual([]);
  });
});

describe("the desk's labels", () => {
  it("call a payment's amount “Số tiền”, not a total", () => {
    expect(deskVi.paymentAmount).toBe("Số tiền");
    expect(deskEn.paymentAmount).toBe("Amount");
  });
});

// The CJK tables are English placeholders until their translations land: these cases show
// the checks above pass a translated message and catch an untranslated one.
describe("the checks themselves", () => {
  it("let a message keep the Vietnamese legal terms and the languages' names, and nothing else of Vietnamese", () => {
    expect(vietnameseIn("Your Căn cước and your tạm trú declaration (khai báo lưu trú)")).toBe(false);
    expect(vietnameseIn("Tiếng Việt")).toBe(false);
    expect(vietnameseIn("Phường Hồng Hà")).toBe(true);
  });

  it("let a CJK message keep placeholders, abbreviations and the legal terms, and catch English", () => {
    expect(latinIn("用 VietQR 扫描 QR 码支付 {amount}，Wi-Fi 密码 {password}")).toBe(false);
    expect(latinIn("Căn cước (CCCD) 번호")).toBe(false);
    expect(latinIn("Scan the QR code")).toBe(true);
    expect(latinIn("QRコードを scan")).toBe(true);
  });

  it("ask each CJK table for its script, passing a message with no letters of its own", () => {
    expect(outOfScript("ko", "객실 {room}")).toBe(false);
    expect(outOfScript("ja", "お部屋 {room}")).toBe(false);
    expect(outOfScript("zh-TW", "房間 {room}")).toBe(false);
    expect(outOfScript("ko", "{name}: {fields}")).toBe(false);
    expect(outOfScript("ko", "房間 {room}")).toBe(true);
    expect(outOfScript("zh-CN", "チェックイン")).toBe(true);
    expect(outOfScript("ja", "Room {room}")).toBe(true);
  });

  it("find a key missing, a placeholder changed, a plural form of no message and one with a placeholder too many", () => {
    expect(() => expectSameMessages({ locale: "vi-VN", a: "{x}", b: "" }, { locale: "ko-KR", a: "{x}" })).toThrow();
    expect(() => expectSameMessages({ a: "{x} đêm" }, { a: "{y}泊" })).toThrow();
    expect(() => expectSameMessages({ nights: "{count} đêm" }, { nights: "{count} nights", nights_one: "{count} night" })).not.toThrow();
    // Without its message, `night_one` is a key of its own, which Vietnamese lacks.
    expect(() => expectSameMessages({ nights: "{count} đêm" }, { nights: "{count} nights", night_one: "{count} night" })).toThrow();
    expect(() => expectPluralFormsOfTheirTable({ nights: "{count} nights", nights_one: "{count} night at {hotel}" })).toThrow();
  });
});
