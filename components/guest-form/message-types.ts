import type { MessageTable, Translator } from "@/i18n/translate";
import type { VocabularyKey } from "@/i18n/vocabulary/vi";
import type { GuestFormMessageKey } from "./messages/vi";

// The guest form's table, as the browser part receives it: the form's own strings and the
// domain's words (i18n/vocabulary), in the one language the server chose. The guest's page passes
// its whole table (components/checkin/i18n.ts), which holds this one; the desk's counter check-in
// passes the same with the receptionist's words in place of a few.

export type MessageKey = GuestFormMessageKey | VocabularyKey;
export type Messages = MessageTable<MessageKey>;
export type Translate = Translator<MessageKey>;
