import { describe, expect, it } from "vitest";
import { isOneLine, isPlainText, oneLine } from "./free-text";
import { isEmailAddress } from "./email-address";

describe("isOneLine", () => {
  it.each(["Nguyễn Văn An", "O'Brien-Smith", "株式会社 東京", "12 Hàng Bạc, Phường Hoàn Kiếm", "BDC-4471/A"])("accepts %s", (text) => {
    expect(isOneLine(text)).toBe(true);
  });

  it.each([
    "An\r\nBcc: x@example.com",
    "An\nB",
    "An\rB",
    "An\tB",
    "An\u0000",
    "An\u001b[31m",
    "An\u007f",
    "An\u0085B",
    "An\u2028B",
    "An\u2029B",
    "Invoice\u202Efdp.exe",
    "An\u2066B\u2069",
    "An\u202AB",
  ])("refuses %j", (text) => {
    expect(isOneLine(text)).toBe(false);
  });
});

describe("isPlainText", () => {
  it.each(["Late arrival\r\nAround 23:00", "one\ntwo\n\nthree", "col\tcol", "a\u2028b", "\u05e9\u05dc\u05d5\u05dd\u200f 12"])(
    "keeps line breaks and tabs: %j",
    (text) => {
      expect(isPlainText(text)).toBe(true);
    },
  );

  it.each(["bell\u0007", "esc\u001b[2J", "nul\u0000", "del\u007f", "c1\u009b", "ff\u000c", "vt\u000b", "room 12\u202E01"])(
    "refuses other control characters: %j",
    (text) => {
      expect(isPlainText(text)).toBe(false);
    },
  );
});

describe("oneLine", () => {
  it("turns every run of line breaks and control characters into one space", () => {
    expect(oneLine("An\r\nBcc: x@example.com\r\n\r\n<script>")).toBe("An Bcc: x@example.com <script>");
    expect(oneLine("\nNguyễn Văn An\u2028")).toBe("Nguyễn Văn An");
    expect(oneLine("An\u202Efdp.exe")).toBe("An fdp.exe");
  });
});

describe("isEmailAddress", () => {
  it.each(["mai.anh@example.com", "An.Nguyen@example.com", "user+tag@sub.example.co.uk", "an@ví-dụ.vn", "x@xn--exmple-cua.com"])(
    "accepts %s",
    (address) => {
      expect(isEmailAddress(address)).toBe(true);
    },
  );

  it.each([
    ".mai.anh@example.com",
    "mai..anh@example.com",
    "nguyễn@example.vn",
    "mai.anh.@example.com",
    "mai anh@example.com",
    "mai.anh@example",
    "mai.anh@example..com",
    "mai.anh@-example.com",
    "Mai <mai.anh@example.com>",
    '"mai\r\nBcc: x"@example.com',
    "mai.anh@example.com\n",
    `${"a".repeat(65)}@example.com`,
  ])("refuses %j", (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
