import { describe, expect, it } from "vitest";
import type { GuestRegister, RegisterRow } from "./read-guest-register";
import { REGISTER_COLUMNS, registerCells } from "./register-columns";

const row = (overrides: Partial<RegisterRow>): RegisterRow => ({
  guest_id: 1,
  booking_code: "HN9R3MM3",
  room: "202",
  name: "Nguyễn Thị Hoa",
  birthday: "1988-06-15",
  gender: "female",
  nationality: "VN",
  id_type: "identity_card",
  identity: "001188012345",
  province: "Thành phố Hồ Chí Minh",
  ward: "Phường Sài Gòn",
  address: "Số 12",
  former_address: "Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh",
  arrival: "2026-03-09",
  departure: "2026-03-11",
  checked_in_at: "2026-03-09T07:00:00.000Z",
  missing: [],
  declared_at: "2026-03-09T15:30:00.000Z",
  declared_by: "Lan",
  ...overrides,
});

const register: GuestRegister = {
  date: "2026-03-10",
  timezone: "Asia/Ho_Chi_Minh",
  vietnamese: [row({}), row({ guest_id: 2, name: "Trần Văn Nam", gender: "male" }), row({ guest_id: 3, name: "Lê Bé", gender: "unknown", missing: ["identity", "ward"], declared_at: null })],
  foreigners: [row({ guest_id: 4, name: "KIM MIN JUN", gender: "male", nationality: "KR", id_type: "passport", identity: "M12345678", province: null, ward: null, address: null, former_address: null })],
};

/** The cells of a row by header (the Vietnamese half). */
function byHeader(cells: string[]): Record<string, string> {
  return Object.fromEntries(REGISTER_COLUMNS.map((column, index) => [column.header.split(" / ")[0]!, cells[index]!]));
}

describe("the exported register's values", () => {
  const [hoa, nam, be, kim] = registerCells(register).map(byHeader);

  it("writes genders, ID types, nationalities and dates as Vietnamese forms do", () => {
    expect(hoa).toMatchObject({ "Giới tính": "Nữ", "Loại giấy tờ": "CCCD", "Quốc tịch": "Việt Nam", "Ngày sinh": "15/06/1988", "Ngày đến": "09/03/2026", "Ngày đi": "11/03/2026" });
    expect(nam!["Giới tính"]).toBe("Nam");
    expect(be).toMatchObject({ "Giới tính": "Không rõ", Thiếu: "số giấy tờ, phường/xã" });
    expect(hoa!["Đã khai báo lúc"]).toBe("09/03/2026 22:30");
  });

  it("keeps the street apart from the 2025 ward and province, the old units in their own column", () => {
    expect(hoa).toMatchObject({ "Địa chỉ": "Số 12", "Phường/Xã": "Phường Sài Gòn", "Tỉnh/Thành": "Thành phố Hồ Chí Minh", "Địa chỉ cũ": "Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh" });
  });

  it("names a foreigner's country in Vietnamese and keeps the passport's Latin name", () => {
    expect(kim).toMatchObject({ "Họ và tên": "KIM MIN JUN", "Quốc tịch": "Hàn Quốc", "Loại giấy tờ": "Hộ chiếu", "Giới tính": "Nam", Nhóm: "Người nước ngoài / Foreigner" });
  });
});
