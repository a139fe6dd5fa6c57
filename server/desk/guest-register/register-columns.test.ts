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
  invalid: [],
  entry_port_name: null,
  warnings: [],
  declared_at: "2026-03-09T15:30:00.000Z",
  declared_by: "Lan",
  foreign_stay: null,
  ...overrides,
});

const register: GuestRegister = {
  date: "2026-03-10",
  timezone: "Asia/Ho_Chi_Minh",
  vietnamese: [
    row({}),
    row({ guest_id: 2, name: "Trần Văn Nam", gender: "male" }),
    row({ guest_id: 3, name: "Lê Bé", gender: "unknown", missing: ["identity", "ward"], declared_at: null }),
  ],
  foreigners: [
    row({
      guest_id: 4,
      name: "KIM MIN JUN",
      gender: "male",
      nationality: "KR",
      id_type: "passport",
      identity: "M12345678",
      province: null,
      ward: null,
      address: null,
      former_address: null,
    }),
    row({
      guest_id: 5,
      name: "JOHN SMITH",
      gender: "male",
      nationality: "GB",
      id_type: "passport",
      identity: "123456789",
      province: null,
      ward: null,
      address: null,
      former_address: null,
      foreign_stay: {
        visa_kind: "e_visa",
        visa_number: "EV12345678",
        visa_expiry: "2026-04-30",
        entry_date: "2026-03-07",
        entry_port: "air-sgn",
        entry_port_other: null,
        stay_purpose: "visiting_relatives",
        stay_until: "2026-03-11",
      },
      warnings: ["visa_expires_before_stay_end"],
    }),
    row({
      guest_id: 6,
      name: "ANNA MÜLLER",
      nationality: "DE",
      id_type: "passport",
      identity: "C01X00T47",
      foreign_stay: {
        visa_kind: "exemption_unilateral",
        visa_number: null,
        visa_expiry: null,
        entry_date: "2026-03-01",
        entry_port: "other",
        entry_port_other: "Cửa khẩu Tân Nam",
        stay_purpose: "tourism",
        stay_until: "2026-03-10",
      },
    }),
  ],
};

/** The cells of a row by header (the Vietnamese half). */
function byHeader(cells: string[]): Record<string, string> {
  return Object.fromEntries(REGISTER_COLUMNS.map((column, index) => [column.header.split(" / ")[0]!, cells[index]!]));
}

describe("the exported register's values", () => {
  const [hoa, nam, be, kim, john, anna] = registerCells(register).map(byHeader);

  it("writes genders, ID types, nationalities and dates as Vietnamese forms do", () => {
    expect(hoa).toMatchObject({
      "Giới tính": "Nữ",
      "Loại giấy tờ": "CCCD",
      "Quốc tịch": "Việt Nam",
      "Ngày sinh": "15/06/1988",
      "Ngày đến": "09/03/2026",
      "Ngày đi": "11/03/2026",
    });
    expect(nam!["Giới tính"]).toBe("Nam");
    // The vocabulary's words, as the desk and the guest page say them.
    expect(be).toMatchObject({ "Giới tính": "Không nêu", Thiếu: "số giấy tờ, phường / xã" });
    expect(hoa!["Đã khai báo lúc"]).toBe("09/03/2026 22:30");
  });

  it("keeps the street apart from the 2025 ward and province, the old units in their own column", () => {
    expect(hoa).toMatchObject({
      "Địa chỉ": "Số 12",
      "Phường/Xã": "Phường Sài Gòn",
      "Tỉnh/Thành": "Thành phố Hồ Chí Minh",
      "Địa chỉ cũ": "Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh",
    });
  });

  it("names a foreigner's country in Vietnamese and keeps the passport's Latin name", () => {
    expect(kim).toMatchObject({
      "Họ và tên": "KIM MIN JUN",
      "Quốc tịch": "Hàn Quốc",
      "Loại giấy tờ": "Hộ chiếu",
      "Giới tính": "Nam",
      Nhóm: "Người nước ngoài / Foreigner",
    });
  });

  it("prints a foreigner's visa, entry, purpose and end of stay in Vietnamese, empty for citizens", () => {
    expect(john).toMatchObject({
      "Thị thực": "Thị thực điện tử EV12345678",
      "Thời hạn thị thực": "30/04/2026",
      "Ngày nhập cảnh": "07/03/2026",
      "Cửa khẩu nhập cảnh": "Sân bay quốc tế Tân Sơn Nhất",
      "Mục đích": "Thăm thân",
      "Tạm trú đến": "11/03/2026",
      "Lưu ý": "thị thực hết hạn trước ngày tạm trú đến",
    });
    expect(anna).toMatchObject({
      "Thị thực": "Miễn thị thực đơn phương",
      "Thời hạn thị thực": "",
      "Cửa khẩu nhập cảnh": "Cửa khẩu Tân Nam",
      "Mục đích": "Du lịch",
      "Tạm trú đến": "10/03/2026",
    });
    expect(hoa).toMatchObject({ "Thị thực": "", "Ngày nhập cảnh": "", "Cửa khẩu nhập cảnh": "", "Tạm trú đến": "" });
  });
});

describe("a field given but invalid", () => {
  it("is written as invalid in the Missing column, not as missing (a 13-digit CCCD)", () => {
    const cells = byHeader(
      registerCells({
        ...register,
        vietnamese: [row({ identity: "0520321384891", missing: ["identity", "ward"], invalid: ["identity"] })],
        foreigners: [],
      })[0]!,
    );
    expect(cells.Thiếu).toBe("số giấy tờ (không hợp lệ), phường / xã");
  });
});
