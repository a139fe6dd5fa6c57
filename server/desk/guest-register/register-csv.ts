import { csvFile } from "@/server/platform/csv/csv-file";
import type { GuestRegister } from "./read-guest-register";
import { REGISTER_COLUMNS, registerCells } from "./register-columns";

/** The register as CSV (server/platform/csv: RFC 4180, a guest's name never run as a formula, a BOM for Excel). */
export function registerCsv(register: GuestRegister): string {
  return csvFile([REGISTER_COLUMNS.map((column) => column.header), ...registerCells(register)]);
}
