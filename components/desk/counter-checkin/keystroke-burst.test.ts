import { describe, expect, it } from "vitest";
import { addCharacter, emptyBurst, MIN_LENGTH, scannedText, type Burst } from "./keystroke-burst";

const PAYLOAD = "001095012345|Nguyễn Văn An|15031995|Nam|12 Hàng Bạc, Hàng Đào, Hoàn Kiếm, Hà Nội|20062021";

function typed(text: string, gapMs: number, start = 1000, burst = emptyBurst()): Burst {
  [...text].forEach((character, index) => {
    burst = addCharacter(burst, character, start + index * gapMs, null, "");
  });
  return burst;
}

describe("a scanner's keystroke burst", () => {
  it("is the whole payload when every key comes within a few milliseconds and Enter follows", () => {
    const burst = typed(PAYLOAD, 5);
    expect(scannedText(burst, burst.last + 5)).toBe(PAYLOAD);
  });

  it("survives one late key of a busy computer", () => {
    const half = [...PAYLOAD].length / 2;
    const first = typed([...PAYLOAD].slice(0, half).join(""), 4);
    const burst = typed([...PAYLOAD].slice(half).join(""), 4, first.last + 150, first);
    expect(scannedText(burst, burst.last + 4)).toBe(PAYLOAD);
  });

  it("is not a person typing the same text, even a fast typist", () => {
    const burst = typed(PAYLOAD, 90);
    expect(scannedText(burst, burst.last + 90)).toBeUndefined();
  });

  it("starts again after a pause, so what the receptionist typed before is not part of it", () => {
    const field = new EventTarget();
    let burst = typed("Nguyen", 150);
    const pauseEnd = burst.last + 2000;
    [...PAYLOAD].forEach((character, index) => {
      burst = addCharacter(burst, character, pauseEnd + index * 4, field, "Nguyen");
    });
    expect(scannedText(burst, burst.last + 4)).toBe(PAYLOAD);
    expect(burst.valueBefore).toBe("Nguyen");
    expect(burst.target).toBe(field);
  });

  it("takes text a keyboard layout inserts in one piece", () => {
    const burst = addCharacter(emptyBurst(), PAYLOAD, 1000, null, "");
    expect(scannedText(burst, 1010)).toBe(PAYLOAD);
  });

  it("is too short to be an ID card's code under MIN_LENGTH characters, or when Enter comes late", () => {
    const short = typed("x".repeat(MIN_LENGTH - 1), 3);
    expect(scannedText(short, short.last + 3)).toBeUndefined();
    const late = typed(PAYLOAD, 3);
    expect(scannedText(late, late.last + 500)).toBeUndefined();
  });
});
