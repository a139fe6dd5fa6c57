import { describe, expect, it } from "vitest";
import { csvCell, csvFile } from "./csv-file";

describe("csvCell", () => {
  it("leaves a plain value as it is", () => {
    expect(csvCell("Nguyễn Văn An")).toBe("Nguyễn Văn An");
    expect(csvCell("")).toBe("");
  });

  it("quotes a value holding a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvCell("Hà Nội, Việt Nam")).toBe('"Hà Nội, Việt Nam"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("one\r\ntwo")).toBe('"one\r\ntwo"');
  });

  it("defuses a value a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+84 912")).toBe("'+84 912");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
  });
});

describe("csvFile", () => {
  it("writes the rows with a byte-order mark and CRLF line ends, the last line ended too", () => {
    expect(
      csvFile([
        ["name", "note"],
        ["An", "a, b"],
      ]),
    ).toBe('\uFEFFname,note\r\nAn,"a, b"\r\n');
  });
});
