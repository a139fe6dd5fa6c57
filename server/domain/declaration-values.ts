import { vocabulary, type VocabularyKey } from "@/i18n/vocabulary/vi";

// The values of the police register in Vietnamese, as the residence declaration writes them:
// the police portal and an officer reading the printed register expect "Nam", "CCCD",
// "15/03/1995" and "Hàn Quốc", not the API's codes ("male", "identity_card", "1995-03-15",
// "KR"). Genders, visa kinds and stay purposes are the domain's words of the vocabulary
// (i18n/vocabulary/vi.ts), so the files say what the desk and the guest page say.
// Pure (the vocabulary is a plain table), so the desk's pages print the same words as the files.

/**
 * ID types as the declaration names them, not from the vocabulary: the police's forms and portal
 * write the citizen's card "CCCD" (the vocabulary's "Căn cước / CMND" is for the guest, who may
 * still hold the older CMND), and any other document "Giấy tờ khác", where the vocabulary's "Khác"
 * is a choice beside the others. Fixed by the declaration format.
 */
const ID_TYPE_NAMES_VI: Readonly<Record<string, string>> = { identity_card: "CCCD", passport: "Hộ chiếu", other: "Giấy tờ khác" };

/** The vocabulary's word for `code` under `prefix` ("gender_" + "male"); a code it does not know as it came. */
function vocabularyWord(prefix: string, code: string): string {
  const key = `${prefix}${code}`;
  return key in vocabulary ? vocabulary[key as VocabularyKey] : code;
}

/** The visa's kind and number on one line: "Thị thực điện tử EV12345678". */
export function visaVi(kind: string | null, number: string | null): string {
  return [kind ? vocabularyWord("visa_kind_", kind) : "", number ?? ""].filter(Boolean).join(" ");
}

export function stayPurposeVi(purpose: string | null): string {
  return purpose ? vocabularyWord("stay_purpose_", purpose) : "";
}

export function genderVi(gender: string | null): string {
  return gender ? vocabularyWord("gender_", gender) : "";
}

export function idTypeVi(idType: string | null): string {
  return idType ? (ID_TYPE_NAMES_VI[idType] ?? idType) : "";
}

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A nationality (ISO 3166-1 alpha-2) as the language names the country: "Hàn Quốc" for KR in
 * Vietnamese. A code the platform cannot name is printed as it is, so nothing is lost.
 */
export function nationalityName(code: string | null, language: string = "vi"): string {
  if (!code) return "";
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames(language, { type: "region", fallback: "code" });
    regionNames.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code; // not a well-formed region code
  }
}

/** A calendar date (YYYY-MM-DD) as Vietnamese forms write it: dd/MM/yyyy. */
export function dayMonthYear(isoDate: string | null): string {
  if (!isoDate) return "";
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}
