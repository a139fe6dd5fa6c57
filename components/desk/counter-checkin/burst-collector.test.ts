import { describe, expect, it } from "vitest";
import { createBurstCollector, lostAccents, type BurstCollector, type KeyInput, type ScanEnd } from "./burst-collector";

const PAYLOAD = "079095012345||Nguyễn Minh Tuấn|15031995|Nam|Số 12, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh|20062021";
const GAP = 4;

const keyAt = (key: string, at: number, extra: Partial<KeyInput> = {}): KeyInput => ({
  key,
  at,
  target: null,
  value: "",
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  altGraph: false,
  ...extra,
});

/** The scanner typing `text` as keydowns with no field focused (each character its own `key`, accented ones too), then Enter. */
function scan(
  collector: BurstCollector,
  text: string,
  start = 1000,
  keyOf: (character: string, at: number) => KeyInput = (character, at) => keyAt(character, at),
) {
  const swallowed: boolean[] = [];
  let at = start;
  for (const character of text) {
    swallowed.push(collector.key(keyOf(character, at)).swallow);
    at += GAP;
  }
  const enter = collector.key(keyAt("Enter", at));
  return { swallowed, enter };
}

describe("the scanner's burst, read at the document", () => {
  it("reads a whole payload with no field focused, accented letters included, and swallows its Enter", () => {
    const { swallowed, enter } = scan(createBurstCollector(), PAYLOAD);
    expect(enter).toEqual({ swallow: true, scan: { text: PAYLOAD, damaged: false, target: null, valueBefore: "" } satisfies ScanEnd });
    // The first few keys pass (nothing tells a scanner yet); every later one is kept from the page.
    expect(swallowed.slice(0, 5).every((swallow) => !swallow)).toBe(true);
    expect(swallowed.slice(5).every(Boolean)).toBe(true);
  });

  it("reads accented letters a keyboard layout inserts (beforeinput) once, beside the keydowns it did not count", () => {
    const collector = createBurstCollector();
    let at = 1000;
    for (const character of PAYLOAD) {
      // Accented letters come as an unreadable key and then the inserted text, as a layout sends them.
      if (/[^\x00-\x7F]/.test(character)) {
        collector.key(keyAt("Process", at));
        collector.text({ inputType: "insertText", data: character, at, target: null, value: "" });
      } else {
        collector.key(keyAt(character, at));
        collector.text({ inputType: "insertText", data: character, at, target: null, value: "" });
      }
      at += GAP;
    }
    expect(collector.key(keyAt("Enter", at)).scan).toMatchObject({ text: PAYLOAD, damaged: false });
  });

  it("marks a burst damaged when accented letters came as keys it cannot read, and when none came at all", () => {
    const unreadable = scan(createBurstCollector(), PAYLOAD, 1000, (character, at) =>
      /[^\x00-\x7F]/.test(character) ? keyAt("Unidentified", at) : keyAt(character, at),
    );
    expect(unreadable.enter.scan).toMatchObject({ damaged: true });
    const altCodes = scan(createBurstCollector(), PAYLOAD, 1000, (character, at) =>
      /[^\x00-\x7F]/.test(character) ? keyAt("7", at, { altKey: true }) : keyAt(character, at),
    );
    expect(altCodes.enter.scan).toMatchObject({ damaged: true });
    const stripped = "079095012345||Nguyn Minh Tun|15031995|Nam|S 12, Phng Bn Ngh, Qun 1, TP. H Ch Minh|20062021";
    expect(scan(createBurstCollector(), stripped).enter.scan).toMatchObject({ text: stripped, damaged: true });
  });

  it("ends a scanner's burst that is no ID card as a scan too (the page refuses it), its Enter swallowed", () => {
    expect(scan(createBurstCollector(), "8934567890123").enter).toMatchObject({ swallow: true, scan: { text: "8934567890123" } });
  });

  it("remembers the field the first keys landed in and its value before, to put back", () => {
    const field = new EventTarget();
    const collector = createBurstCollector();
    const { enter } = scan(collector, PAYLOAD, 5000, (character, at) => keyAt(character, at, { target: field, value: "Nguyen" }));
    expect(enter.scan).toMatchObject({ target: field, valueBefore: "Nguyen" });
  });

  it("lets a person's typing and Enter through", () => {
    const collector = createBurstCollector();
    const verdicts = [..."Nguyen Van An"].map((character, index) => collector.key(keyAt(character, 1000 + index * 120)));
    expect(verdicts.every((verdict) => !verdict.swallow)).toBe(true);
    expect(collector.key(keyAt("Enter", 1000 + 13 * 120))).toEqual({ swallow: false });
    // Ctrl+A and the like are shortcuts, not characters.
    expect(collector.key(keyAt("a", 5000, { ctrlKey: true })).swallow).toBe(false);
  });

  it("ends a burst that stops without Enter after a pause", () => {
    const collector = createBurstCollector();
    [...PAYLOAD].forEach((character, index) => collector.key(keyAt(character, 1000 + index * GAP)));
    const last = 1000 + ([...PAYLOAD].length - 1) * GAP;
    expect(collector.pause(last + 50)).toBeUndefined();
    expect(collector.pause(last + 500)).toMatchObject({ text: PAYLOAD, damaged: false });
    expect(collector.pause(last + 900)).toBeUndefined();
  });
});

describe("lostAccents", () => {
  it("is a payload without a single Vietnamese letter, or with a replacement character", () => {
    expect(lostAccents(PAYLOAD)).toBe(false);
    expect(lostAccents("079095012345||Nguyen Minh Tuan|15031995|Nam|So 12|20062021")).toBe(true);
    expect(lostAccents("079095012345||Nguy\uFFFDn|15031995|Nam|Số 12|20062021")).toBe(true);
  });
});
