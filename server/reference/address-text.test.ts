import { describe, expect, it } from "vitest";
import { addressWords, isBareNumber, kindBefore, nameKey } from "./address-text";

describe("addressWords", () => {
  it("folds case, tone marks and đ, and reads commas as part breaks", () => {
    expect(addressWords("Phường Cống Vị, Quận Ba Đình, Hà Nội")).toEqual([
      "phuong",
      "cong",
      "vi",
      ",",
      "quan",
      "ba",
      "dinh",
      ",",
      "ha",
      "noi",
    ]);
  });

  it.each([
    ["P. Bến Nghé", "phuong ben nghe"],
    ["P.Bến Nghé", "phuong ben nghe"],
    ["Q.1", "quan 1"],
    ["Q1", "quan 1"],
    ["F.01", "phuong 1"],
    ["P1 Q3", "phuong 1 quan 3"],
    ["TP.HCM", "thanh pho hcm"],
    ["TPHCM", "thanh pho hcm"],
    ["Tp. Hồ Chí Minh", "thanh pho ho chi minh"],
    ["TX. Sa Pa", "thi xa sa pa"],
    ["TT Ba Chẽ, H. Ba Chẽ", "thi tran ba che , huyen ba che"],
    ["X. Lũng Cú", "xa lung cu"],
    ["Ea D'Rơng", "ea drong"],
  ])("spells out %s", (text, words) => {
    expect(addressWords(text).join(" ")).toBe(words);
  });

  it("keys names the way it reads text", () => {
    expect(nameKey("Bà Rịa - Vũng Tàu")).toBe("ba ria vung tau");
    expect(nameKey("Phan Rang-Tháp Chàm")).toBe("phan rang thap cham");
  });
});

describe("kindBefore and isBareNumber", () => {
  it("finds the kind word before a name, two-word kinds first", () => {
    const words = addressWords("thi xa sa pa, quan 1");
    expect(kindBefore(words, 2)).toEqual({ kind: "district", length: 2 });
    expect(kindBefore(words, 6)).toEqual({ kind: "district", length: 1 });
    expect(kindBefore(words, 0)).toBeUndefined();
  });

  it("treats numbers and Roman numerals as names that need their kind word", () => {
    expect(isBareNumber("1")).toBe(true);
    expect(isBareNumber("iv")).toBe(true);
    expect(isBareNumber("cong vi")).toBe(false);
  });
});
