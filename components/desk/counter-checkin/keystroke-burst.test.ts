import { describe, expect, it } from "vitest";
import { addCharacter, emptyBurst, MAX_PAUSE_MS, type Burst } from "./keystroke-burst";

const PAYLOAD = "001095012345|Nguyễn Văn An|15031995|Nam|12 Hàng Bạc, Hàng Đào, Hoàn Kiếm, Hà Nội|20062021";

function typed(text: string, gapMs: number, start = 1000, burst = emptyBurst()): Burst {
  [...text].forEach((character, index) => {
    burst = addCharacter(burst, character, start + index * gapMs, null, "");
  });
  return burst;
}

describe("a scanner's keystroke burst", () => {
  it("gathers the whole payload when every key comes within a few milliseconds", () => {
    expect(typed(PAYLOAD, 5).text).toBe(PAYLOAD);
  });

  it("survives one late key of a busy computer", () => {
    const half = [...PAYLOAD].length / 2;
    const first = typed([...PAYLOAD].slice(0, half).join(""), 4);
    const burst = typed([...PAYLOAD].slice(half).join(""), 4, first.last + 150, first);
    expect(burst.text).toBe(PAYLOAD);
  });

  it("starts again after a pause, so what the receptionist typed before is not part of it", () => {
    const field = new EventTarget();
    let burst = typed("Nguyen", 150);
    const pauseEnd = burst.last + MAX_PAUSE_MS + 1;
    [...PAYLOAD].forEach((character, index) => {
      burst = addCharacter(burst, character, pauseEnd + index * 4, field, "Nguyen");
    });
    expect(burst.text).toBe(PAYLOAD);
    expect(burst.valueBefore).toBe("Nguyen");
    expect(burst.target).toBe(field);
  });

  it("takes text a keyboard layout inserts in one piece", () => {
    expect(addCharacter(emptyBurst(), PAYLOAD, 1000, null, "").text).toBe(PAYLOAD);
  });
});
