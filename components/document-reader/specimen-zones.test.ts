import { describe, expect, it } from "vitest";
import { checkDigitOf } from "./check-digit";
import { SPECIMENS } from "./image/specimens/specimens";
import { readMrz } from "./mrz";
import { endsWithFillersAt, repairedNameLine, repairedTd3SecondLine, repairedZoneText } from "./zone-line-repair";

// ICAO 9303's own specimen zones (part 4 TD3, part 5 TD1, part 6 TD2): the layout and check
// digits as the standard prints them, what the parser makes of them, and the repair of a zone
// line read whole (fillers read as letters, a character too many) on the specimen's text.

const TD3 = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"];
const TD1 = ["I<UTOD231458907<<<<<<<<<<<<<<<", "7408122F1204159UTO<<<<<<<<<<<6", "ERIKSSON<<ANNA<MARIA<<<<<<<<<<"];
const TD2 = ["I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "D231458907UTO7408122F1204159<<<<<<<6"];
const TODAY = new Date("2026-11-26T00:00:00Z");
const check = (field: string) => String(checkDigitOf(field));

describe("the specimen zones", () => {
  it("are the ones drawn on the specimen pictures", () => {
    const drawn = new Set(SPECIMENS.filter((specimen) => specimen.zone.length).map((specimen) => specimen.zone.join("\n")));
    expect([...drawn].sort()).toEqual([TD3, TD1, TD2].map((zone) => zone.join("\n")).sort());
  });

  it("TD3: two lines of 44, every check digit holds", () => {
    expect(TD3.map((line) => line.length)).toEqual([44, 44]);
    const line = TD3[1]!;
    expect(line[9]).toBe(check(line.slice(0, 9)));
    expect(line[19]).toBe(check(line.slice(13, 19)));
    expect(line[27]).toBe(check(line.slice(21, 27)));
    expect(line[42]).toBe(check(line.slice(28, 42)));
    expect(line[43]).toBe(check(line.slice(0, 10) + line.slice(13, 20) + line.slice(21, 43)));
  });

  it("TD1: three lines of 30, every check digit holds", () => {
    expect(TD1.map((line) => line.length)).toEqual([30, 30, 30]);
    const [first, second] = TD1 as [string, string];
    expect(first[14]).toBe(check(first.slice(5, 14)));
    expect(second[6]).toBe(check(second.slice(0, 6)));
    expect(second[14]).toBe(check(second.slice(8, 14)));
    expect(second[29]).toBe(check(first.slice(5, 30) + second.slice(0, 7) + second.slice(8, 15) + second.slice(18, 29)));
  });

  it("TD2: two lines of 36, every check digit holds", () => {
    expect(TD2.map((line) => line.length)).toEqual([36, 36]);
    const line = TD2[1]!;
    expect(line[9]).toBe(check(line.slice(0, 9)));
    expect(line[19]).toBe(check(line.slice(13, 19)));
    expect(line[27]).toBe(check(line.slice(21, 27)));
    expect(line[35]).toBe(check(line.slice(0, 10) + line.slice(13, 20) + line.slice(21, 35)));
  });

  // The number D23145890 fills its nine characters: no overflow into the optional data.
  it.each([
    ["TD3", TD3, "P", "L898902C3"],
    ["TD1", TD1, "I", "D23145890"],
    ["TD2", TD2, "I", "D23145890"],
  ])("%s parses to the specimen holder and number", (format, zone, documentCode, documentNumber) => {
    const parsed = readMrz(zone.join("\n"), TODAY);
    expect(parsed).toEqual({
      ok: true,
      document: {
        format,
        documentCode,
        issuingState: "UTO",
        name: { surname: "ERIKSSON", givenNames: "ANNA MARIA" },
        documentNumber,
        nationality: "UTO",
        nationalityCountry: null,
        birthDate: "1974-08-12",
        sex: "female",
        expiryDate: "2012-04-15",
      },
    });
  });
});

describe("a specimen zone line read whole, put back in ICAO's layout", () => {
  const NAME_END = "P<UTOERIKSSON<<ANNA<MARIA".length;
  // The fillers read as the letters a "<" looks like, with one character too many.
  const readAsLetters = `P<UTOERIKSSON<<ANNA<MARIA<<<${"KLLC".repeat(4)}K`;

  it("gives back the specimen's name line where the picture shows the name ending at the same column", () => {
    expect(readAsLetters).toHaveLength(45);
    expect(repairedNameLine(readAsLetters, 44, NAME_END)).toBe(TD3[0]);
    expect(repairedNameLine(readAsLetters.slice(0, 40), 44, NAME_END)).toBe(TD3[0]);
  });

  it("gives nothing where the picture shows the name ending elsewhere, or shows nothing", () => {
    expect(repairedNameLine(readAsLetters, 44, NAME_END - 1)).toBeNull();
    expect(repairedNameLine(readAsLetters, 44, NAME_END + 3)).toBeNull();
    expect(repairedNameLine(readAsLetters, 44)).toBeNull();
  });

  it("repairs TD2's name line to 36", () => {
    const read = `I<UTOERIKSSON<<ANNA<MARIA<<<${"KLC".repeat(3)}`;
    expect(read).toHaveLength(37);
    expect(repairedNameLine(read, 36, NAME_END)).toBe(TD2[0]);
  });

  it("ends the name where two fillers are read and only letters a filler is read as follow, if the picture agrees", () => {
    // A face whose "<" the OCR reads as K, L or C from the third on, the run a character too long.
    const read = `P<UTOERIKSSON<<ANNA<MARIA<<${"KLC<".repeat(5)}`;
    expect(read).toHaveLength(47);
    expect(repairedNameLine(read, 44, NAME_END)).toBe(TD3[0]);
    expect(repairedNameLine(read, 44, NAME_END + 2)).toBeNull();
    // One filler read after the name is not its end: a given name may follow.
    expect(repairedNameLine(`P<UTOERIKSSON<<ANNA<MARIA<K${"KLC<".repeat(5)}`, 44, NAME_END)).toBeNull();
  });

  it("does not take a letter inside the name for a filler", () => {
    // An extra K inside the name: the first run of three fillers is where the name ended; a K before it stays.
    expect(repairedNameLine(`P<UTOERIKSSON<<ANNA<KMARIA<<<${"KL".repeat(8)}`, 44, NAME_END)).toBeNull();
  });

  it("leaves line 2, whose personal number ZE184226B is not empty, as read", () => {
    expect(repairedTd3SecondLine(TD3[1]!)).toBe(TD3[1]);
    expect(repairedTd3SecondLine(TD3[1]!.replace("<<<<<", "<KLLC<"))).toBeNull();
    expect(repairedZoneText([readAsLetters, TD3[1]!], NAME_END)).toBe(TD3.join("\n"));
  });
});

describe("a specimen name line whose end the picture measured", () => {
  const NAME_END = "P<UTOERIKSSON<<ANNA<MARIA".length;
  it("is fillers after it when the OCR reads only fillers (or K, L, C, E) there", () => {
    expect(endsWithFillersAt(TD3[0]!, NAME_END)).toBe(true);
    expect(endsWithFillersAt(`P<UTOERIKSSON<<ANNA<MARIA<<<${"KLCE".repeat(4)}<`, NAME_END)).toBe(true);
  });
  it("is not, where the name read ends elsewhere or a letter follows", () => {
    expect(endsWithFillersAt(TD3[0]!, NAME_END - 2)).toBe(false);
    expect(endsWithFillersAt(TD3[0]!, NAME_END + 1)).toBe(false);
    expect(endsWithFillersAt(TD3[0]!.replace("MARIA<<<", "MARIA<<X"), NAME_END)).toBe(false);
  });
});
