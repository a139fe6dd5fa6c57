import type { GuestRegister } from "./read-guest-register";
import { REGISTER_COLUMNS, registerCells } from "./register-columns";

/**
 * The register as CSV (RFC 4180, CRLF), UTF-8 with a byte-order mark so Excel reads the
 * Vietnamese letters. A cell that starts with = + - @ (or a tab or carriage return) is prefixed
 * with ' so a spreadsheet never runs a guest's name as a formula (CSV injection).
 */
export function registerCsv(register: GuestRegister): string {
  const lines = [REGISTER_COLUMNS.map((column) => column.header), ...registerCells(register)].map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
