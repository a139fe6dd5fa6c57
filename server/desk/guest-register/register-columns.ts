import type { GuestRegister, RegisterRow } from "./read-guest-register";

// The columns of the exported register, in the order the residence declaration (citizens) and
// the temporary-residence declaration (foreigners) ask for them, one guest a row. Headers are
// bilingual so the file reads the same for the police and for a foreign manager.

export const REGISTER_COLUMNS: { header: string; width: number; value(row: RegisterRow, group: string): string }[] = [
  { header: "Nhóm / Group", width: 22, value: (_row, group) => group },
  { header: "Họ và tên / Full name", width: 28, value: (row) => row.name },
  { header: "Ngày sinh / Date of birth", width: 14, value: (row) => row.birthday ?? "" },
  { header: "Giới tính / Gender", width: 10, value: (row) => row.gender ?? "" },
  { header: "Quốc tịch / Nationality", width: 10, value: (row) => row.nationality ?? "" },
  { header: "Loại giấy tờ / ID type", width: 14, value: (row) => row.id_type ?? "" },
  { header: "Số giấy tờ / ID number", width: 18, value: (row) => row.identity ?? "" },
  { header: "Tỉnh/Thành / Province", width: 22, value: (row) => row.province ?? "" },
  { header: "Phường/Xã / Ward", width: 22, value: (row) => row.ward ?? "" },
  { header: "Địa chỉ / Address", width: 28, value: (row) => row.address ?? "" },
  // Visa and entry details are not recorded by the check-in yet: the columns stay, empty, so the
  // file has the declaration's shape and the desk fills them where the police portal asks.
  { header: "Thị thực / Visa", width: 14, value: () => "" },
  { header: "Ngày nhập cảnh / Entry date", width: 14, value: () => "" },
  { header: "Ngày đến / Arrival", width: 12, value: (row) => row.arrival },
  { header: "Ngày đi / Departure", width: 12, value: (row) => row.departure },
  { header: "Phòng / Room", width: 10, value: (row) => row.room },
  { header: "Mã đặt phòng / Booking", width: 12, value: (row) => row.booking_code },
  { header: "Thiếu / Missing", width: 24, value: (row) => row.missing.join(", ") },
  { header: "Đã khai báo lúc / Declared at", width: 20, value: (row) => row.declared_at ?? "" },
  { header: "Người khai báo / Declared by", width: 24, value: (row) => row.declared_by ?? "" },
];

export const GROUP_NAMES = { vietnamese: "Công dân Việt Nam / Vietnamese", foreigners: "Người nước ngoài / Foreigner" } as const;

/** The register as rows of text cells: citizens, then foreigners, each incomplete first. */
export function registerCells(register: GuestRegister): string[][] {
  const rows = [
    ...register.vietnamese.map((row) => REGISTER_COLUMNS.map((column) => column.value(row, GROUP_NAMES.vietnamese))),
    ...register.foreigners.map((row) => REGISTER_COLUMNS.map((column) => column.value(row, GROUP_NAMES.foreigners))),
  ];
  return rows;
}

export function registerFileName(tenantId: string, date: string, extension: "csv" | "xlsx"): string {
  return `guest-register-${tenantId.replace(/[^a-z0-9-]/gi, "")}-${date}.${extension}`;
}
