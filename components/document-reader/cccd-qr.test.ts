import { describe, expect, it } from "vitest";
import { parseCccdQr } from "./cccd-qr";

// Made-up citizens in the layouts chip ID cards print, and payloads broken one way at a time.

const TODAY = new Date("2026-11-23T00:00:00Z");
const ADDRESS = "Số 12 Phố Hàng Bạc, Phường Hàng Bạc, Quận Hoàn Kiếm, Hà Nội";
const BASIC = `001090012345|013456789|Nguyễn Văn An|15031990|Nam|${ADDRESS}|20042021`;

describe("chip ID card QR", () => {
  it("reads the seven-field layout of the 2021 cards", () => {
    expect(parseCccdQr(BASIC, TODAY)).toEqual({
      ok: true,
      card: {
        idNumber: "001090012345",
        oldIdNumber: "013456789",
        fullName: "Nguyễn Văn An",
        birthDate: "1990-03-15",
        gender: "male",
        address: ADDRESS,
        issueDate: "2021-04-20",
      },
    });
  });

  it("reads a card without an old number, a woman born after 2000, a 12-digit old number", () => {
    const young = parseCccdQr("079303001234||Trần Thị Bích Ngọc|02112003|Nữ|Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh|10082021", TODAY);
    expect(young.ok && young.card).toMatchObject({ oldIdNumber: null, gender: "female", birthDate: "2003-11-02" });
    const twelve = parseCccdQr("036185000111|036185000110|Lê Thị Hoa|01011985|Nữ|Xã Hải Hậu, Nam Định|05052022", TODAY);
    expect(twelve.ok && twelve.card.oldIdNumber).toBe("036185000110");
  });

  it("tolerates the longer layouts of newer cards: parents, spouse, the issue date further on", () => {
    const parents = parseCccdQr(`${BASIC}|Nguyễn Văn Bình|Phạm Thị Cúc`, TODAY);
    expect(parents.ok && parents.card.issueDate).toBe("2021-04-20");
    const moved = parseCccdQr(`001090012345|013456789|Nguyễn Văn An|15031990|Nam|${ADDRESS}||Nguyễn Văn Bình|01072024|`, TODAY);
    expect(moved.ok && moved.card.issueDate).toBe("2024-07-01");
    const noDate = parseCccdQr(`001090012345||Nguyễn Văn An|15031990|Nam|${ADDRESS}|`, TODAY);
    expect(noDate.ok && noDate.card.issueDate).toBeNull();
  });

  it("takes decomposed Vietnamese (NFD) and extra spaces as the same text", () => {
    const parsed = parseCccdQr(BASIC.normalize("NFD").replace("Văn An", "Văn   An"), TODAY);
    expect(parsed.ok && parsed.card.fullName).toBe("Nguyễn Văn An");
  });

  it.each([
    ["not a card", "https://example.com/", "not_cccd"],
    ["too few fields", "001090012345|013456789|Nguyễn Văn An|15031990|Nam", "too_few_fields"],
    ["no field after the address", `001090012345|013456789|Nguyễn Văn An|15031990|Nam|${ADDRESS}`, "too_few_fields"],
    ["an 11-digit number", BASIC.replace("001090012345", "00109001234"), "id_number"],
    ["letters in the number", BASIC.replace("001090012345", "00109001234O"), "id_number"],
    ["a number whose century digit says female", BASIC.replace("001090012345", "001190012345"), "id_number"],
    ["a number whose year digits disagree", BASIC.replace("001090012345", "001085012345"), "id_number"],
    ["an 8-digit old number", BASIC.replace("013456789", "01345678"), "old_id_number"],
    ["no name", BASIC.replace("Nguyễn Văn An", ""), "name"],
    ["digits in the name", BASIC.replace("Nguyễn Văn An", "Nguyễn Văn 4n"), "name"],
    ["the 31st of February", BASIC.replace("15031990", "31021990"), "birth_date"],
    ["a birth in the future", "001227012345||Bé Tí|01012027|Nam|Hà Nội|01012027", "birth_date"],
    ["a gender that is neither", BASIC.replace("|Nam|", "|X|"), "gender"],
    ["no address", BASIC.replace(ADDRESS, ""), "address"],
    ["an issue date before the birth", BASIC.replace("20042021", "20041980"), "issue_date"],
    ["an impossible issue date", BASIC.replace("20042021", "32042021"), "issue_date"],
    ["text where the issue date goes", `${BASIC.replace("|20042021", "|soon")}`, "issue_date"],
    ["an overlong payload", `${BASIC}|${"x".repeat(2000)}`, "not_cccd"],
  ])("refuses %s", (_, payload, reason) => {
    expect(parseCccdQr(payload, TODAY)).toEqual({ ok: false, reason });
  });
});
