import { outsideHolder } from "./outside-holders";
import type { Layout, PagePlan, PhotoPlan, ShotPlan, Surface, Framing } from "./photo-plan";
import { between, chance, oneOf, rounded, type Random } from "./seeded-random";
import { writeTd3Zone, type Td3Holder } from "./td3-zone";

// The seeded choices behind one photo of the outside corpus: a holder, a page and a shot. Every
// readable photo is one a person reads at a glance: glare over the zone is kept faint enough, and
// a thumb stays away from it. Unreadable photos are made so on purpose (no zone, the zone under a
// thumb or a glare, heavy blur, only the upper part of the page).

export type Kind = "outside" | "other faces" | "unreadable";
type Unreadable = "no zone" | "thumb over zone" | "glare over zone" | "heavy blur" | "visual zone only";

const LAYOUTS: Layout[] = ["photo left, title bar", "photo right, two-tone", "banner, numbered fields"];
/** Page heights for a 1,600 px width: ICAO's 125 x 88 mm, and a little taller or shorter. */
const HEIGHTS: Record<Layout, number> = { "photo left, title bar": 1126, "photo right, two-tone": 1090, "banner, numbered fields": 1180 };

function planPage(random: Random, holder: Td3Holder, zone: [string, string] | null, kind: Kind): PagePlan {
  const layout = oneOf(random, LAYOUTS);
  // ICAO's size is 41 to 44 px at 1,600 px; one page in five a little outside, within tolerance.
  const sizePx = rounded(
    chance(random, 0.8) ? between(random, 41, 44) : oneOf(random, [between(random, 38, 41), between(random, 44, 47)]),
    1,
  );
  // ICAO's pitch, 44 characters over about 112 mm (of 125 mm: 1,434 px of 1,600), or a little
  // tighter: the face's own advance at its size (OCR-B's is 0.72 of the size, 29.6 px at 41 px).
  const pitchPx = rounded(chance(random, 0.6) ? between(random, 31.9, 33.3) : between(random, 29.6, 31.9), 2);
  const leftPx = Math.round(between(random, 58, 1600 - 44 * pitchPx - 40));
  return {
    layout,
    width: 1600,
    height: HEIGHTS[layout],
    hue: Math.round(between(random, 0, 360)),
    seed: Math.floor(random() * 1e9),
    secondLanguage: oneOf(random, ["fr", "es", "de"] as const),
    printed: {
      surname: holder.surname,
      givenNames: holder.givenNames,
      nationality: holder.nationality,
      issuingState: holder.issuingState,
      number: holder.documentNumber,
      birth: holder.birth,
      expiry: holder.expiry,
      sex: holder.sex,
    },
    zone,
    keepTop: 1,
    mrz: {
      font: kind === "other faces" ? oneOf(random, ["DejaVu Sans Mono", "Liberation Mono"] as const) : "OCR B",
      sizePx,
      pitchPx,
      lineGapPx: Math.round(sizePx * between(random, 1.45, 1.7)),
      leftPx,
      bottomPx: Math.round(between(random, 55, 95)),
      band: rounded(chance(random, 0.7) ? between(random, 0.25, 0.6) : 0),
      // The security print over the zone: faint on most pages, as dark as elsewhere on one in three.
      overprint: rounded(chance(random, 0.65) ? between(random, 0.15, 0.4) : between(random, 0.4, 0.75)),
    },
  };
}

function planShot(random: Random): ShotPlan {
  const framing = oneOf<Framing>(random, ["whole page", "whole page", "page fills frame", "lower half"]);
  const sign = () => (chance(random, 0.5) ? -1 : 1);
  const nearZone = random();
  return {
    framing,
    width: Math.round(between(random, 1100, 2400)),
    pageScale: rounded(framing === "whole page" ? between(random, 0.68, 0.86) : between(random, 0.93, 0.99)),
    tiltDegrees: rounded(sign() * between(random, 0.3, 4), 1),
    keystone: { axis: oneOf(random, ["vertical", "horizontal"] as const), amount: rounded(sign() * between(random, 0, 0.05), 3) },
    surface: oneOf<Surface>(random, ["dark", "mid-grey", "white", "wood"]),
    brightness: rounded(between(random, 0.8, 1.1)),
    falloff: { corner: Math.floor(random() * 4), strength: rounded(between(random, 0.1, 0.4)) },
    shadow: chance(random, 0.35)
      ? {
          angleDegrees: Math.round(between(random, 0, 360)),
          coverage: rounded(between(random, 0.15, 0.45)),
          darkness: rounded(between(random, 0.15, 0.35)),
        }
      : null,
    // Over the zone a glare is kept faint (characters stay dark enough to read); elsewhere it may burn out.
    glare: chance(random, 0.35)
      ? nearZone < 0.4
        ? {
            x: rounded(between(random, 0.2, 0.8)),
            y: rounded(between(random, 0.82, 0.92)),
            radius: rounded(between(random, 0.04, 0.1)),
            strength: rounded(between(random, 0.25, 0.45)),
          }
        : {
            x: rounded(between(random, 0.1, 0.9)),
            y: rounded(between(random, 0.1, 0.6)),
            radius: rounded(between(random, 0.05, 0.14)),
            strength: rounded(between(random, 0.4, 0.85)),
          }
      : null,
    moire: chance(random, 0.2)
      ? {
          period: rounded(between(random, 3, 6), 1),
          angleDegrees: Math.round(between(random, 0, 180)),
          strength: rounded(between(random, 0.04, 0.1)),
        }
      : null,
    thumb:
      chance(random, 0.25) && framing !== "lower half"
        ? { corner: oneOf(random, ["top-left", "top-right", "left", "right"] as const), size: rounded(between(random, 0.12, 0.2)) }
        : null,
    blurPx: rounded(between(random, 0.3, 1.4), 1),
    sharpen: chance(random, 0.4) ? { amount: rounded(between(random, 0.4, 1.2)), radiusPx: rounded(between(random, 1, 2.5), 1) } : null,
    noise: chance(random, 0.4) ? { sigma: rounded(between(random, 2, 9), 1), chroma: rounded(between(random, 0.2, 0.8)) } : null,
    jpegQuality: Math.round(between(random, 55, 90)),
  };
}

function spoil(random: Random, plan: PhotoPlan, how: Unreadable): PhotoPlan {
  const { page, shot } = plan;
  if (how === "no zone") return { page: { ...page, zone: null }, shot };
  if (how === "thumb over zone")
    return { page, shot: { ...shot, thumb: { corner: "over zone", size: rounded(between(random, 0.3, 0.4)) } } };
  if (how === "glare over zone") return { page, shot: { ...shot, glare: { x: 0.5, y: 0.86, radius: 0.3, strength: 1, plateau: 0.7 } } };
  if (how === "heavy blur") return { page, shot: { ...shot, blurPx: rounded(between(random, 9, 14), 1) } };
  // The upper part only: the visual zone, with the zone cut off below the frame.
  return { page: { ...page, keepTop: 0.72 }, shot: { ...shot, framing: "page fills frame" } };
}

export interface PlannedPhoto {
  plan: PhotoPlan;
  zone: [string, string] | null;
  unreadable?: Unreadable;
}

export function planPhoto(random: Random, kind: Kind, index: number): PlannedPhoto {
  const holder = outsideHolder(random);
  const zone = writeTd3Zone(holder);
  const plan: PhotoPlan = { page: planPage(random, holder, zone, kind), shot: planShot(random) };
  if (kind !== "unreadable") return { plan, zone };
  const how = (["no zone", "thumb over zone", "glare over zone", "heavy blur", "visual zone only"] as const)[index % 5]!;
  return { plan: spoil(random, plan, how), zone: null, unreadable: how };
}
