import type { MessageTable, Translator } from "@/i18n/translate";
import type { VocabularyKey } from "@/i18n/vocabulary/vi";
import type { PageMessageKey } from "./messages/vi";

// The check-in page's table, as the browser part receives it: the page's own strings and the
// domain's words (i18n/vocabulary), in the one language the server chose (./i18n.ts).

export type MessageKey = PageMessageKey | VocabularyKey;
export type Messages = MessageTable<MessageKey>;
export type Translate = Translator<MessageKey>;
