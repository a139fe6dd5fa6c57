import type { Lang } from "@/i18n/languages";
import { translatorFor } from "@/i18n/translate";
import { withVocabularies } from "@/i18n/with-vocabulary";
import { pageMessages as en } from "./messages/en";
import { pageMessages as ja } from "./messages/ja";
import { pageMessages as ko } from "./messages/ko";
import { pageMessages as vi } from "./messages/vi";
import { pageMessages as zhCn } from "./messages/zh-CN";
import { pageMessages as zhTw } from "./messages/zh-TW";
import type { MessageKey, Messages, Translate } from "./message-types";

// The check-in page's tables: one module per language (./messages/<lang>.ts) beside the domain's
// words (i18n/vocabulary/<lang>.ts, merged in by i18n/with-vocabulary.ts). Only the server imports
// this file; the browser receives the chosen language's table as a prop (messagesOf) and
// translates it with i18n/translate.ts, so a guest's phone never downloads another language.

const tables: Record<Lang, Messages> = withVocabularies({ vi, en, "zh-CN": zhCn, ko, "zh-TW": zhTw, ja });

/** The whole table of one language: the page's strings and the domain's words. */
export function messagesOf(lang: Lang): Messages {
  return tables[lang];
}

export function translator(lang: Lang): Translate {
  return translatorFor<MessageKey>(tables[lang]);
}

export type { Lang } from "@/i18n/languages";
export type { MessageKey, Messages, Translate } from "./message-types";
