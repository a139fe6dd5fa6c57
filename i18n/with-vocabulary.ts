import type { Lang } from "./languages";
import type { MessageTable } from "./translate";
import { vocabulary as en } from "./vocabulary/en";
import { vocabulary as ja } from "./vocabulary/ja";
import { vocabulary as ko } from "./vocabulary/ko";
import { vocabulary as vi, type Vocabulary } from "./vocabulary/vi";
import { vocabulary as zhCn } from "./vocabulary/zh-CN";
import { vocabulary as zhTw } from "./vocabulary/zh-TW";

// The guest page, the registration card and the e-mail each read the domain's words (a status, a
// gender, a field's name) beside their own, so all three call a thing the same. The desk, which
// speaks two languages and ships its tables to the browser, merges its two itself
// (components/desk/message-tables.ts) rather than carry the other four vocabularies.

const VOCABULARIES: Record<Lang, Vocabulary> = { vi, en, "zh-CN": zhCn, ko, "zh-TW": zhTw, ja };

/**
 * One language's table with the vocabulary of that language merged in. The vocabulary comes
 * first and the table after it: the guest page sends this object to the browser, so its keys keep
 * the order they have always had, and on a key in both (the tables' tests forbid it) the table's word wins.
 */
export function withVocabulary<Table extends MessageTable<string>>(lang: Lang, table: Table): Vocabulary & Table {
  return { ...VOCABULARIES[lang], ...table };
}

/** Each language's table with its vocabulary merged in (withVocabulary, language by language). */
export function withVocabularies<Table extends MessageTable<string>>(tables: Record<Lang, Table>): Record<Lang, Vocabulary & Table> {
  return Object.fromEntries(Object.entries(tables).map(([lang, table]) => [lang, withVocabulary(lang as Lang, table)])) as Record<
    Lang,
    Vocabulary & Table
  >;
}
