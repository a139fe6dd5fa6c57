import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { td3Zone, td1Zone, type MadeUpHolder } from "@/scripts/passports/write-mrz";
import { spellingsOf } from "./correct-mixed-field";
import { checkDigitOf } from "./check-digit";
import { MIXED_SWAPS } from "./look-alikes";
import { parseTd1, parseTd3 } from "./mrz";

// Look-alike corrections in document numbers never give a wrong number: a reading whose check
// digits fail is corrected only when exactly one spelling makes them all hold, and the true
// number is always among the spellings tried when only look-alikes were misread. A misreading
// whose check digits all hold as read (two look-alikes whose values cancel, or G for 6: 16 and 6
// weigh the same) is invisible to any check digit; that limit is shown at the end.

const TODAY = new Date("2026-11-26T00:00:00Z");
const ALNUM = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"];
const LOOK_ALIKES = Object.keys(MIXED_SWAPS);

const holder = fc.record({
  number: fc
    .array(fc.constantFrom(...ALNUM, ...LOOK_ALIKES, ...LOOK_ALIKES), { minLength: 6, maxLength: 9 })
    .map((chars) => chars.join("")),
  birth: fc
    .date({ min: new Date("1930-01-01"), max: new Date("2020-12-31"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(2, 10).replace(/-/g, "")),
  expiry: fc
    .date({ min: new Date("2026-12-01"), max: new Date("2036-12-31"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(2, 10).replace(/-/g, "")),
  personal: fc.constantFrom("", "1234567890", "ZE184226B"),
});

const made = (fields: { number: string; birth: string; expiry: string; personal: string }): MadeUpHolder => ({
  surname: "TAKAHASHI",
  givenNames: "YUI",
  nationality: "JPN",
  sex: "F",
  ...fields,
});

/** The zone with some of the number's look-alikes swapped, as OCR might misread them. */
function misread(line: string, from: number, to: number, picks: boolean[]): string {
  const chars = [...line];
  for (let index = from; index < to; index++)
    if (MIXED_SWAPS[chars[index]!] && picks[index - from]) chars[index] = MIXED_SWAPS[chars[index]!]!;
  return chars.join("");
}

describe("look-alike corrections in document numbers", () => {
  it("spells a field every way its look-alikes allow, the reading first", () => {
    expect(spellingsOf("A0B")).toEqual(["A0B", "AOB", "A08", "AO8"]);
    expect(spellingsOf("XYZ")).toEqual(["XYZ", "XY2"]);
    expect(spellingsOf("0".repeat(11))).toBeNull();
  });

  it("TD3: a misread number is read right or not at all, never wrong", () => {
    fc.assert(
      fc.property(holder, fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }), (fields, picks) => {
        const truth = made(fields);
        const [line1, line2] = td3Zone(truth);
        const read = misread(line2, 0, 9, picks);
        fc.pre(checkDigitOf(read.slice(0, 9)) !== checkDigitOf(line2.slice(0, 9)));
        const parsed = parseTd3([line1, read], TODAY);
        if (parsed.ok) expect(parsed.document.documentNumber).toBe(fields.number);
      }),
      { numRuns: 400 },
    );
  });

  it("TD1: the same for an ID card's number", () => {
    fc.assert(
      fc.property(holder, fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }), (fields, picks) => {
        const truth = made(fields);
        const [line1, line2, line3] = td1Zone(truth);
        const read = misread(line1, 5, 14, picks);
        fc.pre(checkDigitOf(read.slice(5, 14)) !== checkDigitOf(line1.slice(5, 14)));
        const parsed = parseTd1([read, line2, line3], TODAY);
        if (parsed.ok) expect(parsed.document.documentNumber).toBe(fields.number);
      }),
      { numRuns: 400 },
    );
  });

  it("corrects a single O read for 0 (no other spelling holds)", () => {
    const [line1, line2] = td3Zone(made({ number: "XYK7K0794", birth: "870614", expiry: "320301", personal: "" }));
    const parsed = parseTd3([line1, line2.replace("XYK7K0794", "XYK7KO794")], TODAY);
    expect(parsed.ok && parsed.document.documentNumber).toBe("XYK7K0794");
  });

  it("refuses when two spellings both make every check digit hold", () => {
    // S/5 and B/8 change the sum by 3 x weight: S where the weight is 7 and B where it is 3 cancel out.
    const truth = made({ number: "5A8000000", birth: "870614", expiry: "320301", personal: "" });
    const [line1, line2] = td3Zone(truth);
    const broken = line2.replace("5A8000000", "5A8000O00");
    const parsed = parseTd3([line1, broken], TODAY);
    if (parsed.ok) expect(parsed.document.documentNumber).toBe("5A8000000");
  });

  it("cannot see two misreads that cancel out, as no reader can: they pass every check as read", () => {
    // 8 for B where the weight is 7 and 2 for Z where it is 3: 3 x 7 + 33 x 3 = 120, 0 modulo 10.
    const [line1, line2] = td3Zone(made({ number: "X4KBZ0719", birth: "870614", expiry: "320301", personal: "" }));
    const parsed = parseTd3([line1, line2.replace("X4KBZ0719", "X4K820719")], TODAY);
    expect(parsed.ok && parsed.document.documentNumber).toBe("X4K820719");
  });
});
