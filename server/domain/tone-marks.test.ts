import { describe, expect, it } from "vitest";
import { inPlainLatin, withoutToneMarks } from "./tone-marks";

describe("withoutToneMarks", () => {
  it("drops tone marks and accents, whether the text came composed or decomposed", () => {
    expect(withoutToneMarks("Nguyễn Văn Á")).toBe("Nguyen Van A");
    expect(withoutToneMarks("Hoàn Kiếm".normalize("NFD"))).toBe("Hoan Kiem");
    expect(withoutToneMarks("Hòa, Hoà, nữ, Müller, François")).toBe("Hoa, Hoa, nu, Muller, Francois");
  });

  it("keeps đ, case, spacing and punctuation as they were", () => {
    expect(withoutToneMarks("Đặng  đức-Ánh.")).toBe("Đang  đuc-Anh.");
  });

  it("drops every combining mark, not only the Latin block's (kana's dakuten)", () => {
    expect(withoutToneMarks("ガ")).toBe("カ");
  });
});

describe("inPlainLatin", () => {
  it("also writes đ and Đ as d and D, keeping their case", () => {
    expect(inPlainLatin("Đặng Đức đạt")).toBe("Dang Duc dat");
  });

  it("leaves plain ASCII alone", () => {
    expect(inPlainLatin("NGUYEN VAN A, 12-b")).toBe("NGUYEN VAN A, 12-b");
  });
});
