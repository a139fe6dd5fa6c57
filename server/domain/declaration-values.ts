// The values of the police register in Vietnamese, as the residence declaration writes them:
// the police portal and an officer reading the printed register expect "Nam", "CCCD",
// "15/03/1995" and "Hàn Quốc", not the API's codes ("male", "identity_card", "1995-03-15",
// "KR"). Pure and free of data imports, so the desk's pages print the same words as the files.

export const GENDER_NAMES_VI: Readonly<Record<string, string>> = { male: "Nam", female: "Nữ", unknown: "Không rõ" };

export const ID_TYPE_NAMES_VI: Readonly<Record<string, string>> = { identity_card: "CCCD", passport: "Hộ chiếu", other: "Giấy tờ khác" };

/** A foreigner's visa, exemption or card (enums.ts VISA_KINDS) as the temporary-residence declaration names it. */
export const VISA_KIND_NAMES_VI: Readonly<Record<string, string>> = {
  visa: "Thị thực",
  e_visa: "Thị thực điện tử",
  exemption_unilateral: "Miễn thị thực đơn phương",
  exemption_bilateral: "Miễn thị thực song phương",
  exemption_certificate: "Giấy miễn thị thực",
  temporary_residence_card: "Thẻ tạm trú",
  permanent_residence_card: "Thẻ thường trú",
  apec_card: "Thẻ ABTC (APEC)",
  other: "Giấy tờ khác",
};

/** The purpose of the stay (enums.ts STAY_PURPOSES) as the declaration's "mục đích nhập cảnh". */
export const STAY_PURPOSE_NAMES_VI: Readonly<Record<string, string>> = {
  tourism: "Du lịch",
  business: "Thương mại, kinh doanh",
  visiting_relatives: "Thăm thân",
  work: "Lao động",
  study: "Học tập",
  other: "Khác",
};

/** The visa's kind and number on one line: "Thị thực điện tử EV12345678". */
export function visaVi(kind: string | null, number: string | null): string {
  return [kind ? (VISA_KIND_NAMES_VI[kind] ?? kind) : "", number ?? ""].filter(Boolean).join(" ");
}

export function stayPurposeVi(purpose: string | null): string {
  return purpose ? (STAY_PURPOSE_NAMES_VI[purpose] ?? purpose) : "";
}

export function genderVi(gender: string | null): string {
  return gender ? (GENDER_NAMES_VI[gender] ?? gender) : "";
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
