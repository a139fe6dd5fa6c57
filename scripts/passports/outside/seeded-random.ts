// A seeded source of numbers for the outside corpus (sfc32, seeded through splitmix32), kept apart
// from the first generator's so the two corpora share no code: the same seed gives the same photos.

export type Random = () => number;

export function randomFromSeed(seed: number): Random {
  let mix = seed >>> 0;
  const splitmix = () => {
    mix = (mix + 0x9e3779b9) >>> 0;
    let z = mix;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let [a, b, c, d] = [splitmix(), splitmix(), splitmix(), 1];
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
}

export const between = (random: Random, low: number, high: number) => low + random() * (high - low);
export const oneOf = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
export const chance = (random: Random, probability: number) => random() < probability;
/** Rounded to `places` decimals, so truth.json stays readable. */
export const rounded = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
