import { describe, expect, it } from "vitest";
import { residenceAddress, residenceLine } from "./residence-address";

describe("a guest's address on the register", () => {
  it("keeps the house and street in the street line and the units of an old address apart, once", () => {
    const address = residenceAddress({
      address: "Số 12, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh",
      ward: "Phường Sài Gòn",
      city: "Thành phố Hồ Chí Minh",
    });
    expect(address).toEqual({
      street: "Số 12",
      ward: "Phường Sài Gòn",
      province: "Thành phố Hồ Chí Minh",
      former: "Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh",
    });
    expect(residenceLine(address)).toBe("Số 12, Phường Sài Gòn, Thành phố Hồ Chí Minh");
  });

  it("reads abbreviated old units as units", () => {
    expect(
      residenceAddress({ address: "12 Nguyễn Huệ, P. Bến Nghé, Q.1, TP.HCM", ward: "Phường Sài Gòn", city: "Thành phố Hồ Chí Minh" }),
    ).toMatchObject({
      street: "12 Nguyễn Huệ",
      former: "P. Bến Nghé, Q.1, TP.HCM",
    });
  });

  it("drops units that only repeat the 2025 ward and province", () => {
    const address = residenceAddress({ address: "Số 12, Phường Sài Gòn, TP.HCM", ward: "Phường Sài Gòn", city: "Thành phố Hồ Chí Minh" });
    expect(address).toMatchObject({ street: "Số 12", former: null });
    expect(residenceLine(address)).toBe("Số 12, Phường Sài Gòn, Thành phố Hồ Chí Minh");
  });

  it("leaves a street line without units, and a line with no 2025 unit picked, as it is", () => {
    expect(residenceAddress({ address: "Thôn 3, 45 Lê Lợi", ward: "Phường Hoàn Kiếm", city: "Thành phố Hà Nội" })).toMatchObject({
      street: "Thôn 3, 45 Lê Lợi",
      former: null,
    });
    expect(residenceAddress({ address: "12 Hàng Bạc, Hoàn Kiếm, Hà Nội", ward: null, city: null })).toMatchObject({
      street: "12 Hàng Bạc, Hoàn Kiếm, Hà Nội",
      former: null,
    });
    expect(residenceAddress({ address: null, ward: null, city: null })).toEqual({ street: null, ward: null, province: null, former: null });
  });
});
