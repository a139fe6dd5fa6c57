import { describe, expect, it } from "vitest";
import { td3Zone } from "@/scripts/passports/write-mrz";
import type { OcrReading } from "./ocr-reading";
import { heldForConfirmation, readMrzInPasses } from "./read-mrz-passes";
import type { MrzDocument } from "./mrz";
import { settleSixAndG } from "./read-zone-by-cells";

// The passes' rules with the OCR replaced by canned text: a blank picture has no zone, so only
// the last pass (the page's lower half) runs, once per call.

const TODAY = new Date("2026-11-26T00:00:00Z");
const BLANK = { width: 200, height: 150, data: new Uint8ClampedArray(200 * 150).fill(255) };
const [LINE1, LINE2] = td3Zone({
  surname: "TAKAHASHI",
  givenNames: "YUI",
  number: "XYK7K0794",
  nationality: "JPN",
  birth: "950312",
  sex: "F",
  expiry: "300101",
});

describe("reading in passes", () => {
  it("takes a zone whose check digits hold as read", async () => {
    const parsed = await readMrzInPasses(BLANK, async () => ({ text: `${LINE1}\n${LINE2}`, symbols: [] }), TODAY);
    expect(parsed.ok && parsed.document).toMatchObject({ documentNumber: "XYK7K0794", name: { surname: "TAKAHASHI", givenNames: "YUI" } });
  });

  it("does not take a look-alike correction that no second pass confirms", async () => {
    const misread = LINE2.replace("XYK7K0794", "XYK7KO794");
    const parsed = await readMrzInPasses(BLANK, async () => ({ text: `${LINE1}\n${misread}`, symbols: [] }), TODAY);
    expect(parsed).toEqual({ ok: false, reason: "document_number" });
  });

  it("answers at its deadline when the OCR has not, and says no zone was read", async () => {
    let reads = 0;
    const neverAnswers = () => {
      reads++;
      return new Promise<OcrReading>(() => undefined);
    };
    // 3 s: the lower half's block read starts only in the first third of the time, so it is asked.
    expect(await readMrzInPasses(BLANK, neverAnswers, TODAY, 3000)).toEqual({ ok: false, reason: "not_found" });
    expect(reads).toBe(1);
  });

  it("fills the numbers but not a name line that is noise", async () => {
    const parsed = await readMrzInPasses(
      BLANK,
      async () => ({ text: `P<JPNAKAHASHICSTUTCLE<LLLLELLLRELLLLELEERES\n${LINE2}`, symbols: [] }),
      TODAY,
    );
    expect(parsed.ok && parsed.document).toMatchObject({ documentNumber: "XYK7K0794", name: null });
  });
});

describe("a reading held until another pass reads the same numbers", () => {
  const reading = (documentNumber: string) => ({ documentNumber, birthDate: "1953-02-12", expiryDate: "2033-01-15" }) as MrzDocument;

  it("takes a reading no other contradicts, and holds a corrected one", () => {
    expect(heldForConfirmation([], reading("M98N0132"), false)).toBe(false);
    const held: MrzDocument[] = [];
    expect(heldForConfirmation(held, reading("M98N0132"), true)).toBe(true);
    expect(held).toHaveLength(1);
  });

  it("holds a reading whose number differs from one held, even with every check digit holding", () => {
    // Own corpus 081: a cell pass corrected O to 0 (held); the lines pass then read 9 as P and 0 as O, which cancel out.
    const held = [reading("M98N0132")];
    expect(heldForConfirmation(held, reading("MP8NO132"), false)).toBe(true);
    // The next pass reads the first again: confirmed.
    expect(heldForConfirmation(held, reading("M98N0132"), false)).toBe(false);
    expect(heldForConfirmation(held, reading("MP8NO132"), true)).toBe(false);
  });
});

describe("G and 6 in a number, which no check digit tells apart", () => {
  const zone = [LINE1, LINE2.replace("XYK7K0794", "XYK7K6794")];
  it("are taken as the glyph's shape clearly says, and only in the mixed fields", () => {
    // The 6 read at column 5 looks like a G.
    expect(settleSixAndG(zone, (_line, _column, a) => (a === "G" ? 0.1 : -0.1))?.[1]?.slice(0, 9)).toBe("XYK7KG794");
    expect(settleSixAndG(zone, (_line, _column, a) => (a === "6" ? 0.1 : -0.1))?.[1]?.slice(0, 9)).toBe("XYK7K6794");
  });
  it("give no reading when the shape cannot tell", () => {
    expect(settleSixAndG(zone, () => 0)).toBeNull();
    // A zone with no G or 6 in its numbers is left as read.
    expect(settleSixAndG([LINE1, LINE2], () => 0)).toEqual([LINE1, LINE2]);
  });
});
