import { describe, expect, it } from "vitest";
import { td3Zone, type MadeUpHolder } from "@/scripts/passports/write-mrz";
import { choiceByShape, correctionsOf } from "./correct-mixed-field";
import { holds } from "./check-digit";
import { lineFromRuns } from "./line-from-runs";
import { parseTd3, type ZoneShapes } from "./mrz";

// The glyphs' shapes choose between spellings of a number only where the check digits leave
// more than one, and never take one the check digits refuse; and they place a character the
// OCR read one too many or one too few.

const TODAY = new Date("2026-11-26T00:00:00Z");
const made = (number: string): MadeUpHolder => ({
  surname: "FITZGERALD",
  givenNames: "OLIVER",
  nationality: "GBR",
  sex: "M",
  number,
  birth: "021214",
  expiry: "280117",
  personal: "0031113339",
});

/** Shapes that see the printed zone: each glyph looks like what is printed there, or cannot tell where `blind`. */
const truthful =
  (printed: string[], blind: [number, number][] = []): ZoneShapes =>
  (line, column, a, b) => {
    if (blind.some(([l, c]) => l === line && c === column)) return 0;
    const char = printed[line]![column];
    return char === a ? 0.1 : char === b ? -0.1 : 0;
  };

describe("shapes choose among spellings the check digits all accept", () => {
  // P04H4809 read as PO4H4809: O for 0 at weight 3 and 0 for O at weight 1 further on change the
  // check by the same amount, so PO4H48O9 holds too, and the check digits alone refuse.
  const printed = td3Zone(made("P04H4809"));
  const read = printed[1].replace("P04H4809", "PO4H4809");

  it("the check digits alone leave two spellings", () => {
    const candidates = correctionsOf([{ read: "PO4H4809<", ownCheck: (spelling) => holds(spelling, printed[1][9]!) }], () => true);
    expect(candidates?.map(([number]) => number)).toEqual(expect.arrayContaining(["P04H4809<", "PO4H48O9<"]));
    expect(parseTd3([printed[0], read], TODAY)).toEqual({ ok: false, reason: "document_number" });
  });

  it("the shapes of the glyphs choose the printed one, and a second pass must still confirm it", () => {
    const parsed = parseTd3([printed[0], read], TODAY, truthful(printed));
    expect(parsed.ok && parsed.document.documentNumber).toBe("P04H4809");
    expect(parsed.ok && parsed.corrected).toBe(true);
  });

  it("refuses when the shapes cannot tell at the places the spellings differ", () => {
    expect(
      parseTd3(
        [printed[0], read],
        TODAY,
        truthful(printed, [
          [1, 1],
          [1, 6],
        ]),
      ),
    ).toEqual({ ok: false, reason: "document_number" });
  });

  it("a single correction the shapes agree with needs no second pass", () => {
    const [line1, line2] = td3Zone(made("XYK7K0794"));
    const parsed = parseTd3([line1, line2.replace("XYK7K0794", "XYK7KO794")], TODAY, truthful([line1, line2]));
    expect(parsed.ok && { number: parsed.document.documentNumber, corrected: parsed.corrected }).toEqual({
      number: "XYK7K0794",
      corrected: undefined,
    });
  });

  it("shapes never make a reading whose check digits fail pass", () => {
    const [line1, line2] = td3Zone(made("XYK7K0794"));
    // A 3 read as 8 is no look-alike: no spelling holds, whatever the shapes say.
    const liar: ZoneShapes = () => 0.5;
    expect(parseTd3([line1, line2.replace("XYK7K0794", "XYK7K0798")], TODAY, liar).ok).toBe(false);
  });

  it("a winner must beat every other spelling", () => {
    const evidence = (_field: number, index: number, a: string) => (index === 0 ? (a === "X" ? 0.1 : -0.1) : 0);
    expect(choiceByShape(["O1"], [["X1"], ["Y1"], ["X2"]], evidence)).toBeNull();
    expect(choiceByShape(["O1"], [["X1"], ["Y1"]], evidence)).toEqual({ spellings: ["X1"], backed: true });
    // X2 beats Y2 at the first place, but nothing says the 1 read second is a 2.
    expect(choiceByShape(["O1"], [["X2"], ["Y2"]], evidence)).toEqual({ spellings: ["X2"], backed: false });
  });
});

describe("a line put back together with the cells' shapes", () => {
  const fillers = (pattern: string) => [...pattern].map((char) => char === "<");
  /** Cells that look like `printed`: a cost of 0 for its own character, 1 for any other. */
  const looking = (printed: string) => ({
    cost: (index: number, char: string) => (printed[index] === char ? 0 : 1),
    nearest: (index: number) => printed[index]!,
  });

  it("drops the character the OCR read too many where the cells say", () => {
    expect(lineFromRuns(fillers("????<???"), ["X52T7", "ABC"], looking("X52T<ABC"))).toBe("X52T<ABC");
    expect(lineFromRuns(fillers("????<???"), ["X52T7", "ABC"])).toBeNull();
  });

  it("adds the glyph a cell looks like where the OCR dropped one", () => {
    expect(lineFromRuns(fillers("????<???"), ["X5T", "ABC"], looking("X52T<ABC"))).toBe("X52T<ABC");
  });

  it("puts nothing back in a name's line, which no check digit guards (no nearest glyph given)", () => {
    expect(lineFromRuns(fillers("????<???"), ["X5T", "ABC"], { cost: looking("X52T<ABC").cost })).toBeNull();
    expect(lineFromRuns(fillers("????<???"), ["X52T7", "ABC"], { cost: looking("X52T<ABC").cost })).toBe("X52T<ABC");
  });

  it("gives nothing when two or more characters are missing", () => {
    expect(lineFromRuns(fillers("????<???"), ["X5", "ABC"], looking("X52T<ABC"))).toBeNull();
  });
});
