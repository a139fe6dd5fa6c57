/**
 * One cell of a CSV file (RFC 4180). A cell that starts with = + - @ (or a tab or carriage
 * return) is prefixed with ' so a spreadsheet never runs it as a formula (CSV injection): the
 * files hold guests' names and payers' free text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as a CSV file: CRLF line ends, UTF-8 with a byte-order mark so Excel reads Vietnamese letters. */
export function csvFile(rows: readonly (readonly string[])[]): string {
  const lines = rows.map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
