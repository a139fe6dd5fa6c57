import type { DeskLang } from "@/i18n/languages";
import type { MessageTable, Translator } from "@/i18n/translate";
import { vocabulary as enVocabulary } from "@/i18n/vocabulary/en";
import { vocabulary as viVocabulary, type VocabularyKey } from "@/i18n/vocabulary/vi";
import { deskMessages as en } from "./messages/en";
import { deskMessages as vi, type DeskMessageKey } from "./messages/vi";

// The desk's words and the domain's (i18n/vocabulary) as one key space: the desk says
// `t("status_checked_in")` and reads the word the guest page and the exports print. The two never
// define the same key (desk-vocabulary.test.ts), so neither spread hides the other.

export type MessageKey = DeskMessageKey | VocabularyKey;
export type Messages = MessageTable<MessageKey>;
export type Translate = Translator<MessageKey>;

const tables: Record<DeskLang, Messages> = {
  vi: { ...viVocabulary, ...vi },
  en: { ...enVocabulary, ...en },
};

/** The desk's whole table in one of its languages: its own strings and the domain's words. */
export function deskMessagesOf(language: DeskLang): Messages {
  return tables[language];
}
