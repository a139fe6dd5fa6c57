import type { Lang } from "@/i18n/languages";
import { translatorFor } from "@/i18n/translate";
import { withVocabularies } from "@/i18n/with-vocabulary";
import { guestFormMessages as en } from "./messages/en";
import { guestFormMessages as ja } from "./messages/ja";
import { guestFormMessages as ko } from "./messages/ko";
import { guestFormMessages as vi } from "./messages/vi";
import { guestFormMessages as zhCn } from "./messages/zh-CN";
import { guestFormMessages as zhTw } from "./messages/zh-TW";
import type { MessageKey, Messages, Translate } from "./message-types";

// The guest form's tables alone (./messages/<lang>.ts with the domain's words merged in), for the
// desk's counter check-in, which shows the form without the guest's page around it (the guest's
// page sends its own table, components/checkin/i18n.ts, which holds these words). Only the server
// imports this file: the browser receives the chosen language's table as a prop.

const tables: Record<Lang, Messages> = withVocabularies({ vi, en, "zh-CN": zhCn, ko, "zh-TW": zhTw, ja });

/** The guest form's whole table in one language: its strings and the domain's words. */
export function guestFormMessagesOf(lang: Lang): Messages {
  return tables[lang];
}

export function guestFormTranslator(lang: Lang): Translate {
  return translatorFor<MessageKey>(tables[lang]);
}
