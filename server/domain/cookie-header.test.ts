import { describe, expect, it } from "vitest";
import { cookieValue } from "./cookie-header";

describe("cookieValue", () => {
  it("reads one cookie of a header, spaces around the pairs or not", () => {
    expect(cookieValue("a=1; desk_lang=en;b=2", "desk_lang")).toBe("en");
    expect(cookieValue("desk_lang=vi", "desk_lang")).toBe("vi");
    expect(cookieValue("a=1;   b=two  ", "b")).toBe("two");
  });

  it("is undefined for a missing header, a missing cookie, or a name that only starts alike", () => {
    expect(cookieValue(null, "a")).toBeUndefined();
    expect(cookieValue(undefined, "a")).toBeUndefined();
    expect(cookieValue("", "a")).toBeUndefined();
    expect(cookieValue("ab=1; xa=2", "a")).toBeUndefined();
  });

  it("keeps the value as sent: not URL-decoded, an equals sign inside kept", () => {
    expect(cookieValue("t=a%20b", "t")).toBe("a%20b");
    expect(cookieValue("t=abc==; u=1", "t")).toBe("abc==");
    expect(cookieValue("p=1798761600.AbC-_x~1798761601.dEf", "p")).toBe("1798761600.AbC-_x~1798761601.dEf");
  });

  it("takes the first of the names the header lists, and the first of a repeated name", () => {
    expect(cookieValue("__Secure-s=2; s=1", "s", "__Secure-s")).toBe("2");
    expect(cookieValue("s=1; __Secure-s=2", "s", "__Secure-s")).toBe("1");
    expect(cookieValue("s=1; s=2", "s")).toBe("1");
  });

  it("gives an empty value as empty, which a caller can tell from no cookie", () => {
    expect(cookieValue("s=; t=1", "s")).toBe("");
  });
});
