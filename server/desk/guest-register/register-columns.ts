import { guestFieldLabels as en } from "@/i18n/vocabulary/en";
import { guestFieldLabels as vi, vocabulary, type GuestFieldLabels } from "@/i18n/vocabulary/vi";
import { GUEST_RECORD, type GuestFieldsWhere } from "@/server/domain/guest-record";
import { dayMonthYear, genderVi, idTypeVi, nationalityName, stayPurposeVi, visaVi } from "@/server/domain/declaration-values";
import type { RegistrationField } from "@/server/domain/guest-registration";
import { borderGateName } from "@/server/reference/border-gates";
import type { GuestRegister, RegisterRow } from "./read-guest-register";

// The columns of the exported register, in the order the residence declaration (citizens) and
// the temporary-residence declaration (foreigners) ask for them, one guest a row. Headers are
// bilingual so the file reads the same for the police and for a foreign manager; values are in
// Vietnamese (server/domain/declaration-values.ts), names as the document prints them (a passport's Latin letters).

/** A guest field's header, "Họ và tên / Full name": its label in the vocabulary (guest-record.ts), which the guest page and the desk show. */
const bilingual = (field: GuestFieldsWhere<"label", keyof GuestFieldLabels>) => {
  const { label } = GUEST_RECORD[field];
  return `${vi[label]} / ${en[label]}`;
};

export const REGISTER_COLUMNS: { header: string; width: number; value(row: RegisterRow, group: string, timeZone: string): string }[] = [
  { header: "Nhóm / Group", width: 22, value: (_row, group) => group },
  { header: bilingual("name"), width: 28, value: (row) => row.name },
  { header: bilingual("birthday"), width: 14, value: (row) => dayMonthYear(row.birthday) },
  { header: bilingual("gender"), width: 10, value: (row) => genderVi(row.gender) },
  { header: bilingual("country"), width: 16, value: (row) => nationalityName(row.nationality) },
  { header: bilingual("id_type"), width: 14, value: (row) => idTypeVi(row.id_type) },
  { header: bilingual("identity"), width: 18, value: (row) => row.identity ?? "" },
  { header: "Tỉnh/Thành / Province", width: 22, value: (row) => row.province ?? "" },
  { header: "Phường/Xã / Ward", width: 22, value: (row) => row.ward ?? "" },
  { header: "Địa chỉ / Address", width: 28, value: (row) => row.address ?? "" },
  { header: "Địa chỉ cũ / Former address", width: 28, value: (row) => row.former_address ?? "" },
  // A foreigner's stay (empty for citizens): what the temporary-residence declaration asks.
  { header: "Thị thực / Visa", width: 24, value: ({ foreign_stay: stay }) => (stay ? visaVi(stay.visa_kind, stay.visa_number) : "") },
  { header: "Thời hạn thị thực / Visa expiry", width: 14, value: ({ foreign_stay: stay }) => dayMonthYear(stay?.visa_expiry ?? null) },
  { header: "Ngày nhập cảnh / Entry date", width: 14, value: ({ foreign_stay: stay }) => dayMonthYear(stay?.entry_date ?? null) },
  {
    header: bilingual("entry_port"),
    width: 26,
    value: ({ foreign_stay: stay }) => (stay ? borderGateName(stay.entry_port, stay.entry_port_other) : ""),
  },
  { header: "Mục đích / Purpose", width: 14, value: ({ foreign_stay: stay }) => stayPurposeVi(stay?.stay_purpose ?? null) },
  { header: "Tạm trú đến / Staying until", width: 12, value: ({ foreign_stay: stay }) => dayMonthYear(stay?.stay_until ?? null) },
  { header: "Ngày đến / Arrival", width: 12, value: (row) => dayMonthYear(row.arrival) },
  { header: "Ngày đi / Departure", width: 12, value: (row) => dayMonthYear(row.departure) },
  { header: "Phòng / Room", width: 10, value: (row) => row.room },
  { header: "Mã đặt phòng / Booking", width: 12, value: (row) => row.booking_code },
  {
    header: "Thiếu / Missing",
    width: 24,
    value: (row) =>
      row.missing.map((field) => (row.invalid.includes(field) ? `${missingField(field)} (không hợp lệ)` : missingField(field))).join(", "),
  },
  { header: "Lưu ý / Note", width: 24, value: (row) => row.warnings.map((code) => WARNING_VI[code]).join(", ") },
  { header: "Đã khai báo lúc / Declared at", width: 20, value: (row, _group, timeZone) => declaredAt(row.declared_at, timeZone) },
  { header: "Người khai báo / Declared by", width: 24, value: (row) => row.declared_by ?? "" },
];

export const GROUP_NAMES = { vietnamese: "Công dân Việt Nam / Vietnamese", foreigners: "Người nước ngoài / Foreigner" } as const;

/** What a registration still lacks: the vocabulary's words for the fields (as the desk lists them). */
const missingField = (field: RegistrationField) => vocabulary[`field_${field}`];

/** What the desk should look at, in the register's words. */
const WARNING_VI: Record<RegisterRow["warnings"][number], string> = {
  visa_expires_before_stay_end: "thị thực hết hạn trước ngày tạm trú đến",
};

/** The rows of one group as text cells, each incomplete first. */
export function groupCells(register: GuestRegister, group: keyof typeof GROUP_NAMES): string[][] {
  return register[group].map((row) => REGISTER_COLUMNS.map((column) => column.value(row, GROUP_NAMES[group], register.timezone)));
}

/** The register as rows of text cells: citizens, then foreigners. */
export function registerCells(register: GuestRegister): string[][] {
  return [...groupCells(register, "vietnamese"), ...groupCells(register, "foreigners")];
}

/** When the stay was declared, at the property's wall clock: dd/MM/yyyy HH:mm. */
function declaredAt(instant: string | null, timeZone: string): string {
  if (!instant) return "";
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

export function registerFileName(tenantId: string, date: string, extension: "csv" | "xlsx"): string {
  return `guest-register-${tenantId.replace(/[^a-z0-9-]/gi, "")}-${date}.${extension}`;
}
