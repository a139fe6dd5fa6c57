import { describe, expect, it } from "vitest";
import { messagesOf } from "@/components/checkin/i18n";
import { deskMessages as deskEn } from "@/components/desk/messages/en";
import { deskMessages as deskVi } from "@/components/desk/messages/vi";

// The guest page's and the desk's tables, checked alike: every key of one language is in the
// other with the same {placeholders}, a plural form belongs to a message of its table, and no
// table speaks the other language.

type Table = Record<string, string | undefined>;
const PLURAL_SUFFIX = /_(zero|one|two|few|many)$/;

const placeholders = (text: string | undefined) => [...new Set([...(text ?? "").matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
// A plural form of `key`, unless the table also has a message of that exact name (`id_type_other` style keys end otherwise).
const baseKeys = (table: Table) => Object.keys(table).filter((key) => key !== "locale" && !(PLURAL_SUFFIX.test(key) && key.replace(PLURAL_SUFFIX, "") in table));

const tables: [string, Table, Table][] = [
  ["guest page", messagesOf("vi") as unknown as Table, messagesOf("en") as unknown as Table],
  ["desk", deskVi as unknown as Table, deskEn as unknown as Table],
];

// Letters only Vietnamese writes (vowels with its marks, and đ).
const VIETNAMESE_LETTER = /[ăâđêôơưàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ]/i;
// The only Vietnamese allowed in an English table: the name of the language a toggle switches to.
const ENGLISH_TABLE_NAMES = new Set(["Tiếng Việt"]);
// English words that crept into Vietnamese labels ("link check-in"); brand and format names stay allowed.
const ENGLISH_WORD = /\b(link|check-in|check-out|online|booking|room|amount)\b/i;

describe.each(tables)("the %s's tables", (_, vi, en) => {
  it("have the same keys with the same {placeholders}", () => {
    expect(baseKeys(en).sort()).toEqual(baseKeys(vi).sort());
    for (const key of baseKeys(vi)) expect({ key, placeholders: placeholders(en[key]) }).toEqual({ key, placeholders: placeholders(vi[key]) });
  });

  it("give each plural form a message of its own table, with no placeholder the message lacks but {count}", () => {
    for (const table of [vi, en]) {
      for (const key of Object.keys(table).filter((name) => PLURAL_SUFFIX.test(name) && !baseKeys(table).includes(name))) {
        const base = key.replace(PLURAL_SUFFIX, "");
        expect(placeholders(table[key]).filter((name) => name !== "count" && !placeholders(table[base]).includes(name))).toEqual([]);
      }
    }
  });

  it("name their Intl locales", () => {
    expect([vi.locale, en.locale]).toEqual(["vi-VN", "en-GB"]);
  });

  it("keep each language to itself", () => {
    const vietnameseInEnglish = Object.entries(en).filter(([, text]) => text && VIETNAMESE_LETTER.test(text) && !ENGLISH_TABLE_NAMES.has(text));
    expect(vietnameseInEnglish).toEqual([]);
    const englishInVietnamese = Object.entries(vi).filter(([, text]) => text && ENGLISH_WORD.test(text.replace(/\{\w+\}/g, "")));
    expect(englishInVietnamese).toEqual([]);
  });
});

describe("the desk's labels", () => {
  it("call a payment's amount “Số tiền”, not a total", () => {
    expect(deskVi.paymentAmount).toBe("Số tiền");
    expect(deskEn.paymentAmount).toBe("Amount");
  });
});
