// The QR code on the chip ID card (CCCD, since 2024 "Căn cước"): fields separated by "|",
//   <12-digit ID>|<old 9- or 12-digit ID, or empty>|<full name>|<ddmmyyyy birth>|<Nam/Nữ>|<permanent address>|<ddmmyyyy issue date>
// Newer cards add fields after these (parents', spouse's names, more dates), and some print the
// issue date later than the seventh place, so the issue date is the first date after the address.
// Pure: the guest page and the desk both parse with it.

import { withoutToneMarks } from "@/server/domain/tone-marks";

export interface CccdCard {
  idNumber: string;
  oldIdNumber: string | null;
  fullName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  gender: "male" | "female";
  address: string;
  /** YYYY-MM-DD, or null when the card's code has none. */
  issueDate: string | null;
}

type CccdRefusal =
  "not_cccd" | "too_few_fields" | "id_number" | "old_id_number" | "name" | "birth_date" | "gender" | "address" | "issue_date";

export type CccdParse = { ok: true; card: CccdCard } | { ok: false; reason: CccdRefusal };

const MAX_PAYLOAD = 2000;
const MAX_NAME = 255;
const MAX_ADDRESS = 500;

export function parseCccdQr(payload: string, today: Date = new Date()): CccdParse {
  if (payload.length > MAX_PAYLOAD || !payload.includes("|")) return refuse("not_cccd");
  const fields = payload
    .normalize("NFC")
    .trim()
    .split("|")
    .map((field) => field.trim());
  if (fields.length < 6) return refuse("too_few_fields");
  const [idNumber = "", oldId = "", fullName = "", birth = "", genderText = "", address = "", ...rest] = fields;

  if (!/^\d{12}$/.test(idNumber)) return refuse("id_number");
  if (oldId !== "" && !/^(\d{9}|\d{12})$/.test(oldId)) return refuse("old_id_number");
  const name = fullName.replace(/\s+/g, " ");
  if (!name || name.length > MAX_NAME || /[\d<>|]/.test(name)) return refuse("name");
  const birthDate = dateOf(birth);
  if (!birthDate || birthDate > isoDay(today)) return refuse("birth_date");
  const gender = genderOf(genderText);
  if (!gender) return refuse("gender");
  if (!idDigitsAgree(idNumber, birthDate, gender)) return refuse("id_number");
  if (!address || address.length > MAX_ADDRESS) return refuse("address");
  // A seventh field is the issue date on every card seen; it must then be a date.
  if (rest.length === 0) return refuse("too_few_fields");
  const issueText = rest.find((field) => /^\d{8}$/.test(field));
  const issueDate = issueText ? dateOf(issueText) : null;
  if (issueText && (!issueDate || issueDate < birthDate || issueDate > isoDay(today))) return refuse("issue_date");
  if (!issueText && rest[0] !== "") return refuse("issue_date");

  return {
    ok: true,
    card: { idNumber, oldIdNumber: oldId || null, fullName: name, birthDate, gender, address: address.replace(/\s+/g, " "), issueDate },
  };
}

function refuse(reason: CccdRefusal): CccdParse {
  return { ok: false, reason };
}

function genderOf(text: string): "male" | "female" | null {
  const folded = withoutToneMarks(text.toLowerCase());
  return folded === "nam" ? "male" : folded === "nu" ? "female" : null;
}

/** ddmmyyyy to YYYY-MM-DD, or null when it is no real day. */
function dateOf(text: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  if (Number(year) < 1900) return null;
  return `${year}-${month}-${day}`;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The 12-digit number encodes the birth province (3 digits), then one digit for gender and
 * century (0/1 male/female born 1900-1999, 2/3 in 2000-2099, 4/5 in 2100-2199), then the birth
 * year's last two digits (Circular 07/2016/TT-BCA, art. 7). A number that disagrees with the
 * card's own birth date or gender was misread or made up.
 */
function idDigitsAgree(idNumber: string, birthDate: string, gender: "male" | "female"): boolean {
  const code = Number(idNumber[3]);
  const century = Math.floor(Number(birthDate.slice(0, 4)) / 100);
  const expected = (century - 19) * 2 + (gender === "female" ? 1 : 0);
  return code === expected && idNumber.slice(4, 6) === birthDate.slice(2, 4);
}
