import { describe, expect, it } from "vitest";
import { GUEST_LANGUAGES, localeOf } from "./languages";
import { translatorFor, type MessageTable } from "./translate";
import { vocabulary as en } from "./vocabulary/en";
import { vocabulary as ko } from "./vocabulary/ko";
import { vocabulary as vi, type VocabularyKey } from "./vocabulary/vi";
import { withVocabulary } from "./with-vocabulary";

// The one merge of the domain's words into a table, for the guest page, the card and the e-mail.

const greeting = (lang: "en" | "ko"): MessageTable<"hello"> => ({
  locale: localeOf(lang),
  hello: lang === "en" ? "Hello {name}" : "안녕하세요 {name}",
});

describe("withVocabulary", () => {
  it("adds the language's vocabulary to the table, and keeps the table's words and locale", () => {
    const t = translatorFor<"hello" | VocabularyKey>(withVocabulary("en", greeting("en")));
    expect(t("hello", { name: "An" })).toBe("Hello An");
    expect(t("status_checked_in")).toBe(en.status_checked_in);
    expect(t("adultCount", { count: 1 })).toBe("1 adult");
    expect(withVocabulary("en", greeting("en")).locale).toBe("en-GB");
  });

  it("takes the vocabulary of the language asked, not another", () => {
    const table = withVocabulary("ko", greeting("ko"));
    expect(table.gender_female).toBe(ko.gender_female);
    expect(table.gender_female).not.toBe(en.gender_female);
  });

  it("puts the vocabulary's keys first and the table's after them, the order the guest page's table has always had", () => {
    expect(Object.keys(withVocabulary("vi", { locale: localeOf("vi"), hello: "Xin chào" }))).toEqual([
      ...Object.keys(vi),
      "locale",
      "hello",
    ]);
  });

  it("lets the table's own word win on a key in both", () => {
    expect(withVocabulary("vi", { locale: localeOf("vi"), status_cancelled: "Huỷ" }).status_cancelled).toBe("Huỷ");
  });

  it("has every word of the vocabulary in every guest language", () => {
    for (const lang of GUEST_LANGUAGES) {
      const keys = Object.keys(withVocabulary(lang, { locale: localeOf(lang) }));
      expect(keys).toEqual(expect.arrayContaining(Object.keys(vi)));
      expect(keys.at(-1)).toBe("locale");
    }
  });
});
