import { describe, expect, it } from "vitest";
import { vocabulary as enVocabulary } from "@/i18n/vocabulary/en";
import { vocabulary as viVocabulary } from "@/i18n/vocabulary/vi";
import { BOOKING_STATUSES, GENDERS, ID_TYPES, ROOM_STATUSES } from "@/server/domain/enums";
import { REGISTRATION_FIELDS } from "@/server/domain/guest-registration";
import { deskMessagesOf } from "./message-tables";
import { deskMessages as deskEn } from "./messages/en";
import { deskMessages as deskVi } from "./messages/vi";
import { PAYMENT_METHODS } from "./payment-fields";

// The desk reads the domain's words from the vocabulary and its own words from its tables, as one
// key space: a key in both would let one silently hide the other, and a status the desk renders
// by its code (`t(\`status_${status}\`)`) must have a word, or the desk would print the key.

const PLURAL_SUFFIX = /_(zero|one|two|few|many)$/;
const wordsOf = (table: object) => Object.keys(table).filter((key) => key !== "locale");

describe.each([
  ["vi", deskVi, viVocabulary],
  ["en", deskEn, enVocabulary],
] as const)("the desk's %s table and the vocabulary", (language, desk, vocabulary) => {
  it("never define the same key twice, plural forms included", () => {
    const vocabularyKeys = new Set(wordsOf(vocabulary));
    const vocabularyWords = new Set([...vocabularyKeys].map((key) => key.replace(PLURAL_SUFFIX, "")));
    expect(wordsOf(desk).filter((key) => vocabularyKeys.has(key) || vocabularyWords.has(key.replace(PLURAL_SUFFIX, "")))).toEqual([]);
  });

  it("give every code the desk renders by name a word of the vocabulary", () => {
    const rendered = [
      ...[...BOOKING_STATUSES, ...ROOM_STATUSES].map((status) => `status_${status}`),
      ...GENDERS.map((gender) => `gender_${gender}`),
      ...ID_TYPES.map((idType) => `id_type_${idType}`),
      ...REGISTRATION_FIELDS.map((field) => `field_${field}`),
      ...PAYMENT_METHODS.map((method) => `payment_method_${method}`),
    ];
    const table = deskMessagesOf(language) as unknown as Record<string, string | undefined>;
    expect(rendered.filter((key) => !(key in vocabulary) || !table[key])).toEqual([]);
  });
});

describe("the desk's words for a status", () => {
  it("are the guest page's: a checked-in room is “Đã nhận phòng” at the desk too", () => {
    expect(deskMessagesOf("vi").status_checked_in).toBe(viVocabulary.status_checked_in);
    expect(deskMessagesOf("en").status_holding).toBe(enVocabulary.status_holding);
  });
});
