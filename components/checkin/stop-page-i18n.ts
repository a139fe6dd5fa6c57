import type { Lang } from "@/i18n/languages";
import { translatorFor, type MessageTable, type Translator } from "@/i18n/translate";
import { stopPageMessages as en } from "./messages/stop/en";
import { stopPageMessages as ja } from "./messages/stop/ja";
import { stopPageMessages as ko } from "./messages/stop/ko";
import { stopPageMessages as vi, type StopPageMessageKey } from "./messages/stop/vi";
import { stopPageMessages as zhCn } from "./messages/stop/zh-CN";
import { stopPageMessages as zhTw } from "./messages/stop/zh-TW";

// The stop page's tables (./messages/stop/<lang>.ts), apart from the check-in page's (./i18n.ts):
// that page sends its whole table to the browser, and these words have no place there. The stop
// page is rendered on the server alone and sends none of them as JavaScript.

const tables: Record<Lang, MessageTable<StopPageMessageKey>> = { vi, en, "zh-CN": zhCn, ko, "zh-TW": zhTw, ja };

/** One language's stop page table, as written (the tables' test reads it). */
export function stopPageMessagesOf(lang: Lang): MessageTable<StopPageMessageKey> {
  return tables[lang];
}

export function stopPageTranslator(lang: Lang): Translator<StopPageMessageKey> {
  return translatorFor(tables[lang]);
}
