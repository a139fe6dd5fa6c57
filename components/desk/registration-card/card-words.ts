import type { Lang } from "@/i18n/languages";
import { translatorFor, type MessageTable, type Translator } from "@/i18n/translate";
import type { VocabularyKey } from "@/i18n/vocabulary/vi";
import { withVocabularies } from "@/i18n/with-vocabulary";
import { cardLabels as en } from "./labels/en";
import { cardLabels as ja } from "./labels/ja";
import { cardLabels as ko } from "./labels/ko";
import { cardLabels as vi, type CardLabelKey } from "./labels/vi";
import { cardLabels as zhCn } from "./labels/zh-CN";
import { cardLabels as zhTw } from "./labels/zh-TW";

// The registration card speaks to its guests in any of the six languages, whatever the desk's:
// its labels (./labels) and the domain's words it prints (gender, ID type) from the vocabulary.
// All six ship with the desk's card page: a few hundred words, and the receptionist may switch.

export type CardWordKey = CardLabelKey | VocabularyKey;

const tables: Record<Lang, MessageTable<CardWordKey>> = withVocabularies({ vi, en, "zh-CN": zhCn, ko, "zh-TW": zhTw, ja });

const translators = new Map<Lang, Translator<CardWordKey>>();

/** The card's words in one language. */
export function cardWords(language: Lang): Translator<CardWordKey> {
  let translator = translators.get(language);
  if (!translator) {
    translator = translatorFor<CardWordKey>(tables[language]);
    translators.set(language, translator);
  }
  return translator;
}
