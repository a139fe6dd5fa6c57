import { describe, expect, it } from "vitest";
import { outsideHolder } from "./outside-holders";
import { randomFromSeed } from "./seeded-random";
import { icaoCheckDigit, td3NameField, truthFromZone, writeTd3Zone } from "./td3-zone";

// The outside corpus's own zone writer against ICAO 9303's specimen (part 4, appendix A), and its
// truth read back from the zones it writes.

const SPECIMEN: [string, string] = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"];

describe("the outside corpus's TD3 writer", () => {
  it("computes the specimen's check digits", () => {
    expect(icaoCheckDigit("L898902C3")).toBe(6);
    expect(icaoCheckDigit("740812")).toBe(2);
    expect(icaoCheckDigit("120415")).toBe(9);
    expect(icaoCheckDigit("ZE184226B<<<<<")).toBe(1);
    expect(icaoCheckDigit("L898902C3674081221204159ZE184226B<<<<<1")).toBe(0);
  });

  it("writes the specimen's zone from its fields", () => {
    const zone = writeTd3Zone({
      issuingState: "UTO",
      nationality: "UTO",
      surname: "Eriksson",
      givenNames: "Anna María",
      documentNumber: "L898902C3",
      birth: "740812",
      sex: "F",
      expiry: "120415",
      personalNumber: "ZE184226B",
    });
    expect(zone).toEqual(SPECIMEN);
  });

  it("reads the specimen's truth back from its zone", () => {
    expect(truthFromZone(SPECIMEN)).toEqual({
      documentNumber: "L898902C3",
      name: "ERIKSSON ANNA MARIA",
      birth: "740812",
      expiry: "120415",
    });
  });

  it("writes accented letters plainly and cuts a long name at the field's end, never on a filler", () => {
    expect(td3NameField("Fernández de la Torre y Alvarez", "Guadalupe")).toBe("FERNANDEZ<DE<LA<TORRE<Y<ALVAREZ<<GUADAL");
    expect(td3NameField("Fernandez de la Torre y Alvarez", "Maria Luz")).toBe("FERNANDEZ<DE<LA<TORRE<Y<ALVAREZ<<MARIA<");
  });

  it("prints an empty personal number with a filler for its check digit, and pads a short number", () => {
    const [, line2] = writeTd3Zone({
      issuingState: "D<<",
      nationality: "D<<",
      surname: "Mustermann",
      givenNames: "Erika",
      documentNumber: "C01X00",
      birth: "640812",
      sex: "<",
      expiry: "310101",
      personalNumber: "",
    });
    expect(line2.slice(0, 10)).toBe(`C01X00<<<${icaoCheckDigit("C01X00<<<")}`);
    expect(line2.slice(20, 21)).toBe("<");
    expect(line2.slice(28, 43)).toBe("<".repeat(15));
  });

  it("gives every made-up holder a zone whose truth is its own fields and whose digits hold", () => {
    const random = randomFromSeed(4101);
    for (let index = 0; index < 300; index++) {
      const holder = outsideHolder(random);
      const zone = writeTd3Zone(holder);
      const [line1, line2] = zone;
      expect(line1).toMatch(/^P<[A-Z<]{42}$/);
      expect(line2).toMatch(/^[A-Z0-9<]{44}$/);
      const truth = truthFromZone(zone);
      expect(truth.documentNumber).toBe(holder.documentNumber);
      expect([truth.birth, truth.expiry]).toEqual([holder.birth, holder.expiry]);
      expect(line2.slice(10, 13)).toBe(holder.nationality);
      expect(line1.slice(2, 5)).toBe(holder.issuingState);
      // The name read back is the holder's name in zone letters, or the start of it when cut.
      const written = `${holder.surname} ${holder.givenNames}`
        .toUpperCase()
        .replace(/[^A-Z]+/g, " ")
        .trim();
      expect(written.startsWith(truth.name)).toBe(true);
      const digit = (from: number, to: number) => Number(line2[to]) === icaoCheckDigit(line2.slice(from, to));
      expect(digit(0, 9) && digit(13, 19) && digit(21, 27)).toBe(true);
      expect(Number(line2[43])).toBe(icaoCheckDigit(line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 43)));
    }
  });
});
