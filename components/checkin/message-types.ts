import type { MessageTable, Translator } from "@/i18n/translate";
import type { VocabularyKey } from "@/i18n/vocabulary/vi";
import type { PageMessageKey } from "./messages/vi";

// The check-in page's table: the guest form's strings (components/guest-form/messages), the
// page's own around it and the domain's words (i18n/vocabulary), in the one language the server
// chose (./i18n.ts).

export type MessageKey = PageMessageKey | VocabularyKey;
export type Messages = MessageTable<MessageKey>;
export type Translate = Translator<MessageKey>;
