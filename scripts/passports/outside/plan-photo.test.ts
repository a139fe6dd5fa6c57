import { describe, expect, it } from "vitest";
import { planPhoto, type Kind } from "./plan-photo";
import { randomFromSeed } from "./seeded-random";
import { icaoCheckDigit, truthFromZone } from "./td3-zone";

// What the outside corpus prints and what its truth says agree: the zone drawn on the page is the
// zone the truth is read from, the visual zone shows the same person, and readable photos keep the
// zone clear of a thumb and of a glare strong enough to wipe characters out.

const plans = (kind: Kind, seed: number, count: number) => {
  const random = randomFromSeed(seed);
  return Array.from({ length: count }, (_, index) => planPhoto(random, kind, index));
};

describe("the outside corpus's plans", () => {
  it("print the zone the truth is read from, beside the same fields", () => {
    for (const { plan, zone } of [...plans("outside", 4101, 64), ...plans("other faces", 4303, 24)]) {
      expect(zone).not.toBeNull();
      expect(plan.page.zone).toEqual(zone);
      const truth = truthFromZone(zone!);
      expect(truth.documentNumber).toBe(plan.page.printed.number);
      expect([truth.birth, truth.expiry]).toEqual([plan.page.printed.birth, plan.page.printed.expiry]);
      expect(Number(zone![1][9])).toBe(icaoCheckDigit(zone![1].slice(0, 9)));
    }
  });

  it("keep a readable photo's zone clear and within ICAO's type size", () => {
    for (const { plan } of plans("outside", 4202, 64)) {
      expect(plan.shot.thumb?.corner).not.toBe("over zone");
      if (plan.shot.glare && plan.shot.glare.y > 0.75) expect(plan.shot.glare.strength).toBeLessThanOrEqual(0.45);
      expect(plan.page.mrz.sizePx).toBeGreaterThanOrEqual(38);
      expect(plan.page.mrz.sizePx).toBeLessThanOrEqual(47);
      expect(plan.page.mrz.leftPx + 44 * plan.page.mrz.pitchPx).toBeLessThan(plan.page.width);
      expect(Math.abs(plan.shot.tiltDegrees)).toBeGreaterThanOrEqual(0.3);
      expect(Math.abs(plan.shot.tiltDegrees)).toBeLessThanOrEqual(4);
    }
  });

  it("set the other faces' zones in DejaVu Sans Mono or Liberation Mono, and the others in OCR-B", () => {
    expect(new Set(plans("other faces", 4303, 24).map(({ plan }) => plan.page.mrz.font))).toEqual(
      new Set(["DejaVu Sans Mono", "Liberation Mono"]),
    );
    expect(new Set(plans("outside", 4101, 64).map(({ plan }) => plan.page.mrz.font))).toEqual(new Set(["OCR B"]));
  });

  it("spoil every unreadable photo in one of five ways, with no truth to read", () => {
    const spoiled = plans("unreadable", 4404, 16);
    expect(new Set(spoiled.map((each) => each.unreadable)).size).toBe(5);
    for (const { zone, plan, unreadable } of spoiled) {
      expect(zone).toBeNull();
      if (unreadable === "no zone") expect(plan.page.zone).toBeNull();
      if (unreadable === "visual zone only") expect(plan.page.keepTop).toBeLessThan(0.8);
      if (unreadable === "glare over zone") expect(plan.shot.glare).toMatchObject({ strength: 1, plateau: 0.7 });
      if (unreadable === "thumb over zone") expect(plan.shot.thumb?.corner).toBe("over zone");
    }
  });
});
