import ExcelJS from "exceljs";
import type { GuestRegister } from "./read-guest-register";
import { dayMonthYear } from "@/server/domain/declaration-values";
import { GROUP_NAMES, groupCells, REGISTER_COLUMNS } from "./register-columns";

/** The sheets, named in Vietnamese (Excel allows 31 characters and no "/"): citizens, then foreigners. */
const SHEETS = { vietnamese: "Công dân Việt Nam", foreigners: "Người nước ngoài" } as const satisfies Record<
  keyof typeof GROUP_NAMES,
  string
>;

/**
 * The register as an Excel workbook (exceljs): a sheet for citizens and one for foreigners (the
 * two declarations the police keep apart), each with a bold frozen header row and one guest a
 * row, every cell text (an ID number keeps its leading zeros; nothing is a formula).
 */
export async function registerXlsx(register: GuestRegister): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  for (const group of ["vietnamese", "foreigners"] as const) {
    const sheet = workbook.addWorksheet(`${SHEETS[group]} ${dayMonthYear(register.date).replace(/\//g, "-")}`, {
      views: [{ state: "frozen", ySplit: 1 }],
    });
    sheet.columns = REGISTER_COLUMNS.map((column) => ({ header: column.header, width: column.width, style: { numFmt: "@" } }));
    sheet.getRow(1).font = { bold: true };
    for (const cells of groupCells(register, group)) sheet.addRow(cells);
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer).slice().buffer;
}
