import ExcelJS from "exceljs";
import type { GuestRegister } from "./read-guest-register";
import { REGISTER_COLUMNS, registerCells } from "./register-columns";

/**
 * The register as an Excel workbook (exceljs): one sheet, a bold frozen header row, one guest a
 * row, every cell text (an ID number keeps its leading zeros; nothing is a formula).
 */
export async function registerXlsx(register: GuestRegister): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  const sheet = workbook.addWorksheet(`Register ${register.date}`, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = REGISTER_COLUMNS.map((column) => ({ header: column.header, width: column.width, style: { numFmt: "@" } }));
  sheet.getRow(1).font = { bold: true };
  for (const cells of registerCells(register)) sheet.addRow(cells);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer).slice().buffer;
}
