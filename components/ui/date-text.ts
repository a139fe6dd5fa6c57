import type { Lang } from "@/i18n/languages";

// A date as people write it in each language, whatever the browser's locale: Vietnamese (and
// the desk's English, en-GB) day first, dd/MM/yyyy; Chinese, Korean and Japanese year first,
// yyyy/MM/dd. The form's value stays the API's ISO yyyy-MM-dd. Hand-written on purpose: a date
// library would cost the guest page's JavaScript budget for three numbers and a check.

type Order = "dmy" | "ymd";
const ORDER: Record<Lang, Order> = { vi: "dmy", en: "dmy", "zh-CN": "ymd", "zh-TW": "ymd", ko: "ymd", ja: "ymd" };

/** The pattern a field shows while empty ("dd/mm/yyyy"). */
export function datePattern(lang: Lang): string {
  return ORDER[lang] === "dmy" ? "dd/mm/yyyy" : "yyyy/mm/dd";
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date's ISO text, or undefined (31/02, month 13, year 0). */
function isoOf(year: number, month: number, day: number): string | undefined {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return undefined;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** An ISO date as the language writes it ("1990-12-05" → "05/12/1990" in Vietnamese); anything else as it is. */
export function formatDateText(value: string, lang: Lang): string {
  const match = ISO.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return ORDER[lang] === "dmy" ? `${day}/${month}/${year}` : `${year}/${month}/${day}`;
}

/**
 * What a person typed, as an ISO date: the language's order ("05/12/1990" is 5 December in
 * Vietnamese), with "/", ".", "-" or spaces between, or eight digits run together ("05121990").
 * A year written first (four digits, as the ISO form is) is read year first in any language,
 * so a pasted "1990-12-05" stays itself. "" for nothing typed; undefined for what is not a date
 * (the form keeps the text, and its check says the date is not valid).
 */
export function parseDateText(text: string, lang: Lang): string | undefined {
  const typed = text.trim();
  if (typed === "") return "";
  let parts = typed.split(/[\s./-]+/).filter(Boolean);
  if (parts.length === 1 && /^\d{8}$/.test(typed)) {
    parts =
      ORDER[lang] === "dmy"
        ? [typed.slice(0, 2), typed.slice(2, 4), typed.slice(4)]
        : [typed.slice(0, 4), typed.slice(4, 6), typed.slice(6)];
  }
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return undefined;
  const yearFirst = parts[0]!.length === 4;
  const [year, month, day] = yearFirst ? parts : ORDER[lang] === "dmy" ? [parts[2]!, parts[1]!, parts[0]!] : [];
  if (!year || !month || !day || year.length !== 4 || month.length > 2 || day.length > 2) return undefined;
  return isoOf(Number(year), Number(month), Number(day));
}

/** A whole ISO date (yyyy-MM-dd) of the calendar: what a DateField's value is once a date is typed. */
export function isIsoDate(value: string): boolean {
  const match = ISO.exec(value);
  return match !== null && isoOf(Number(match[1]), Number(match[2]), Number(match[3])) === value;
}
