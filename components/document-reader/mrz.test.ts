import { describe, expect, it } from "vitest";
import { checkDigitOf } from "./check-digit";
import { parseTd1, parseTd3, readMrz } from "./mrz";

// ICAO 9303 specimens (part 4 appendix A, part 5 appendix A) and zones built here with their
// check digits, then broken one character at a time.

const TODAY = new Date("2026-11-23T00:00:00Z");
const TD3_SPECIMEN = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"] as [string, string];
const TD1_SPECIMEN = ["I<UTOD231458907<<<<<<<<<<<<<<<", "7408122F1204159UTO<<<<<<<<<<<6", "ERIKSSON<<ANNA<MARIA<<<<<<<<<<"] as [
  string,
  string,
  string,
];

/** A TD3 zone with every check digit computed. */
function td3(fields: {
  name: string;
  number: string;
  nationality: string;
  birth: string;
  sex: string;
  expiry: string;
  personal?: string;
}): [string, string] {
  const number = fields.number.padEnd(9, "<");
  const personal = (fields.personal ?? "").padEnd(14, "<");
  const personalCheck = /^<*$/.test(personal) ? "<" : String(checkDigitOf(personal));
  const body = `${number}${checkDigitOf(number)}${fields.nationality}${fields.birth}${checkDigitOf(fields.birth)}${fields.sex}${fields.expiry}${checkDigitOf(fields.expiry)}${personal}${personalCheck}`;
  const composite = checkDigitOf(body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43));
  return [`P<${fields.nationality}${fields.name}`.padEnd(44, "<"), `${body}${composite}`];
}

describe("check digits", () => {
  it("weights 7, 3, 1 with letters as 10-35 and fillers as 0", () => {
    expect(checkDigitOf("L898902C3")).toBe(6);
    expect(checkDigitOf("740812")).toBe(2);
    expect(checkDigitOf("120415")).toBe(9);
    expect(checkDigitOf("D23145890")).toBe(7);
    expect(checkDigitOf("<<<<<<")).toBe(0);
  });
});

describe("TD3 (passport, 2 lines of 44)", () => {
  it("reads the ICAO specimen", () => {
    expect(parseTd3(TD3_SPECIMEN, TODAY)).toEqual({
      ok: true,
      document: {
        format: "TD3",
        documentCode: "P",
        issuingState: "UTO",
        name: { surname: "ERIKSSON", givenNames: "ANNA MARIA" },
        documentNumber: "L898902C3",
        nationality: "UTO",
        nationalityCountry: null,
        birthDate: "1974-08-12",
        sex: "female",
        expiryDate: "2012-04-15",
      },
    });
  });

  it("maps the nationality to the form's alpha-2 code, Germany's D included", () => {
    const zone = td3({ name: "SMITH<<JOHN<PAUL", number: "533401234", nationality: "GBR", birth: "880214", sex: "M", expiry: "310101" });
    const parsed = parseTd3(zone, TODAY);
    expect(parsed.ok && parsed.document).toMatchObject({
      name: { surname: "SMITH", givenNames: "JOHN PAUL" },
      nationality: "GBR",
      nationalityCountry: "GB",
      sex: "male",
      birthDate: "1988-02-14",
      expiryDate: "2031-01-01",
    });
    const german = parseTd3(
      td3({ name: "MUSTERMANN<<ERIKA", number: "C01X00T47", nationality: "D<<", birth: "640812", sex: "F", expiry: "270228" }),
      TODAY,
    );
    expect(german.ok && german.document.nationalityCountry).toBe("DE");
  });

  it("puts a birth in the past century when this one's would be in the future", () => {
    const young = parseTd3(
      td3({ name: "LEE<<MIN", number: "M12345678", nationality: "KOR", birth: "150301", sex: "<", expiry: "300301" }),
      TODAY,
    );
    expect(young.ok && young.document).toMatchObject({ birthDate: "2015-03-01", sex: "unknown", nationalityCountry: "KR" });
    const old = parseTd3(
      td3({ name: "LEE<<MIN", number: "M12345678", nationality: "KOR", birth: "450301", sex: "M", expiry: "300301" }),
      TODAY,
    );
    expect(old.ok && old.document.birthDate).toBe("1945-03-01");
  });

  it("checks the personal number and takes names with many parts and fillers", () => {
    const zone = td3({
      name: "NGUYEN<VAN<<THI<MAI<ANH",
      number: "B1234567",
      nationality: "USA",
      birth: "900101",
      sex: "F",
      expiry: "290101",
      personal: "ZE184226B",
    });
    const parsed = parseTd3(zone, TODAY);
    expect(parsed.ok && parsed.document).toMatchObject({
      name: { surname: "NGUYEN VAN", givenNames: "THI MAI ANH" },
      documentNumber: "B1234567",
      nationalityCountry: "US",
    });
  });

  it("refuses a zone when any check digit fails", () => {
    const [line1, line2] = TD3_SPECIMEN;
    const broken = (at: number, char: string) => parseTd3([line1, line2.slice(0, at) + char + line2.slice(at + 1)], TODAY);
    expect(broken(9, "7")).toEqual({ ok: false, reason: "document_number" });
    expect(broken(2, "1")).toEqual({ ok: false, reason: "document_number" });
    expect(broken(15, "1")).toEqual({ ok: false, reason: "birth_date" });
    expect(broken(27, "8")).toEqual({ ok: false, reason: "expiry_date" });
    // A personal number misread is refused, or "corrected" by look-alikes only as a reading the
    // reader takes when another pass agrees (the personal number itself fills nothing).
    const personal = broken(30, "F");
    expect(personal.ok === false || personal.corrected === true).toBe(true);
    expect(broken(43, "1")).toEqual({ ok: false, reason: "composite" });
    expect(parseTd3([line1, line2.slice(0, 43)], TODAY)).toEqual({ ok: false, reason: "format" });
  });

  it("undoes OCR confusions only in fields of a known kind", () => {
    const [line1, line2] = TD3_SPECIMEN;
    // O for 0 and I for 1 in the birth date, 0 for O in the country: still the specimen.
    const misread = line2.replace("7408122", "74O8I22").replace("UTO", "UT0");
    const parsed = parseTd3([line1.replace("ERIKSSON", "ER1KSSON").slice(0, 30), misread], TODAY);
    expect(parsed.ok && parsed.document).toMatchObject({
      name: { surname: "ERIKSSON", givenNames: "ANNA MARIA" },
      birthDate: "1974-08-12",
      nationality: "UTO",
    });
    // The document number mixes letters and digits: a misread there is left for its check digit.
    expect(parseTd3([line1, line2.replace("L898902C3", "L898902G3")], TODAY)).toEqual({ ok: false, reason: "document_number" });
  });

  it("refuses an impossible date even with a right check digit", () => {
    const zone = td3({ name: "X<<Y", number: "A1", nationality: "FRA", birth: "881332", sex: "M", expiry: "300101" });
    expect(parseTd3(zone, TODAY)).toEqual({ ok: false, reason: "birth_date" });
  });
});

describe("TD1 (ID card, 3 lines of 30)", () => {
  it("reads the ICAO specimen", () => {
    const parsed = parseTd1(TD1_SPECIMEN, TODAY);
    expect(parsed).toEqual({
      ok: true,
      document: {
        format: "TD1",
        documentCode: "I",
        issuingState: "UTO",
        name: { surname: "ERIKSSON", givenNames: "ANNA MARIA" },
        documentNumber: "D23145890",
        nationality: "UTO",
        nationalityCountry: null,
        birthDate: "1974-08-12",
        sex: "female",
        expiryDate: "2012-04-15",
      },
    });
  });

  it("reads a document number longer than nine characters from the optional field", () => {
    const number = "D23145890123";
    const line1 = `I<UTO${number.slice(0, 9)}<${number.slice(9)}${checkDigitOf(number)}<`.padEnd(30, "<");
    const line2body = "7408122F1204159UTO<<<<<<<<<<<";
    const composite = checkDigitOf(line1.slice(5, 30) + line2body.slice(0, 7) + line2body.slice(8, 15) + line2body.slice(18, 29));
    const parsed = parseTd1([line1, line2body + composite, TD1_SPECIMEN[2]], TODAY);
    expect(parsed.ok && parsed.document.documentNumber).toBe(number);
  });

  it("refuses any failing check digit", () => {
    const [line1, line2, line3] = TD1_SPECIMEN;
    expect(parseTd1([line1.replace("D2314", "D2315"), line2, line3], TODAY)).toEqual({ ok: false, reason: "document_number" });
    expect(parseTd1([line1, line2.replace("7408122", "7408132"), line3], TODAY)).toEqual({ ok: false, reason: "birth_date" });
    expect(parseTd1([line1, line2.replace("1204159", "1204158"), line3], TODAY)).toEqual({ ok: false, reason: "expiry_date" });
    expect(parseTd1([line1, line2.slice(0, 29) + "5", line3], TODAY)).toEqual({ ok: false, reason: "composite" });
    expect(parseTd1([line1.replace("<<<<<<<<<<<<<<<", "<<<<<<<<<<<<<<X"), line2, line3], TODAY)).toEqual({
      ok: false,
      reason: "composite",
    });
  });
});

describe("finding the zone in OCR text", () => {
  it("finds a TD3 zone among the page's other lines, with spaces and lost fillers", () => {
    const text = `PASSPORT\nSurname ERIKSSON\n${TD3_SPECIMEN[0].slice(0, 36)}\n${TD3_SPECIMEN[1].replace(/(.{11})/, "$1 ")}\n`;
    const parsed = readMrz(text, TODAY);
    expect(parsed.ok && parsed.document.documentNumber).toBe("L898902C3");
  });

  it("finds a TD1 zone", () => {
    const parsed = readMrz(`IDENTITY CARD\n${TD1_SPECIMEN.join("\n")}`, TODAY);
    expect(parsed.ok && parsed.document.format).toBe("TD1");
  });

  it("says which check failed, and not_found when there is no zone", () => {
    expect(readMrz(`${TD3_SPECIMEN[0]}\n${TD3_SPECIMEN[1].replace("7408122", "7408123")}`, TODAY)).toEqual({
      ok: false,
      reason: "birth_date",
    });
    expect(readMrz("no machine readable zone here", TODAY)).toEqual({ ok: false, reason: "not_found" });
  });
});
