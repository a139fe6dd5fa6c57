import { dayMonthYear, stayPurposeVi, visaVi } from "@/server/domain/declaration-values";
import { borderGateName } from "@/server/reference/border-gates";
import type { ForeignStay } from "./declared-identity";

/**
 * A foreigner's stay on one line, in Vietnamese, as the registration card prints it under the
 * guest: "Thị thực: Thị thực điện tử EV12345678, hạn đến 30/04/2026 · Nhập cảnh: 07/03/2026,
 * Sân bay quốc tế Tân Sơn Nhất · Mục đích: Thăm thân · Tạm trú đến: 11/03/2026". Parts not
 * recorded are left out; the end of the stay is always there.
 */
export function foreignStayLine(stay: ForeignStay): string {
  const visa = [visaVi(stay.visa_kind, stay.visa_number), stay.visa_expiry ? `hạn đến ${dayMonthYear(stay.visa_expiry)}` : ""]
    .filter(Boolean)
    .join(", ");
  const entry = [dayMonthYear(stay.entry_date), borderGateName(stay.entry_port, stay.entry_port_other)].filter(Boolean).join(", ");
  return [
    visa ? `Thị thực: ${visa}` : "",
    entry ? `Nhập cảnh: ${entry}` : "",
    stay.stay_purpose ? `Mục đích: ${stayPurposeVi(stay.stay_purpose)}` : "",
    `Tạm trú đến: ${dayMonthYear(stay.stay_until)}`,
  ]
    .filter(Boolean)
    .join(" · ");
}
