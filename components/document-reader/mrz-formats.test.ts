import { describe, expect, it } from "vitest";
import { td1Zone, td2Zone, td3Zone, type MadeUpHolder } from "@/scripts/passports/write-mrz";
import { parseTd2, readMrz } from "./mrz";

// The three formats from zones written with their check digits, found in OCR text.

const TODAY = new Date("2026-11-26T00:00:00Z");
const HOLDER: MadeUpHolder = {
  surname: "GARCIA LOPEZ",
  givenNames: "MARIA JOSE",
  number: "AB1234567",
  nationality: "ESP",
  birth: "880214",
  sex: "F",
  expiry: "310101",
};
const EXPECTED = {
  documentNumber: "AB1234567",
  name: { surname: "GARCIA LOPEZ", givenNames: "MARIA JOSE" },
  nationalityCountry: "ES",
  birthDate: "1988-02-14",
  expiryDate: "2031-01-01",
  sex: "female",
};

describe("TD3, TD2 and TD1 zones", () => {
  it("reads each format from OCR text with the page's other lines around it", () => {
    const td3 = readMrz(`PASSPORT\n${td3Zone(HOLDER).join("\n")}\n`, TODAY);
    expect(td3.ok && td3.document).toMatchObject({ format: "TD3", ...EXPECTED });
    const td2 = readMrz(`IDENTITY\n${td2Zone(HOLDER).join("\n")}`, TODAY);
    expect(td2.ok && td2.document).toMatchObject({ format: "TD2", ...EXPECTED });
    const td1 = readMrz(td1Zone(HOLDER).join("\n"), TODAY);
    expect(td1.ok && td1.document).toMatchObject({ format: "TD1", ...EXPECTED });
  });

  it("TD2: every check digit is checked", () => {
    const [line1, line2] = td2Zone(HOLDER);
    const at = (index: number, char: string) => parseTd2([line1, line2.slice(0, index) + char + line2.slice(index + 1)], TODAY);
    expect(at(9, String((Number(line2[9]) + 1) % 10))).toEqual({ ok: false, reason: "document_number" });
    expect(at(19, String((Number(line2[19]) + 1) % 10))).toEqual({ ok: false, reason: "birth_date" });
    expect(at(27, String((Number(line2[27]) + 1) % 10))).toEqual({ ok: false, reason: "expiry_date" });
    expect(at(35, String((Number(line2[35]) + 1) % 10))).toEqual({ ok: false, reason: "composite" });
  });

  it("dates misread as letters are read as digits; a zone of the wrong length is not a zone", () => {
    const [line1, line2] = td3Zone(HOLDER);
    const parsed = readMrz(`${line1}\n${line2.replace("880214", "88O2I4")}`, TODAY);
    expect(parsed.ok && parsed.document.birthDate).toBe("1988-02-14");
    expect(readMrz(`${line1}\n${line2.slice(0, 43)}`, TODAY)).toEqual({ ok: false, reason: "not_found" });
  });
});
