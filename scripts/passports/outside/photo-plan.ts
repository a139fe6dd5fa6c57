// What one photo of the outside corpus is made of, chosen in Node from the seed and drawn in the
// browser: the page (layout, print, zone) and the shot (how a phone photographed it). Plain data,
// recorded in truth.json under `how`.

export type Layout = "photo left, title bar" | "photo right, two-tone" | "banner, numbered fields";
export type Surface = "dark" | "mid-grey" | "white" | "wood";
export type Framing = "whole page" | "page fills frame" | "lower half";

export interface PagePlan {
  layout: Layout;
  /** Page size in px before the shot scales it (ICAO's 125 mm at 12.8 px per mm is 1,600 px). */
  width: number;
  height: number;
  hue: number;
  seed: number;
  /** Labels in English and this second language. */
  secondLanguage: "fr" | "es" | "de";
  printed: {
    surname: string;
    givenNames: string;
    nationality: string;
    issuingState: string;
    number: string;
    birth: string;
    expiry: string;
    sex: string;
  };
  /** null: a page without a zone (for the unreadable split). */
  zone: [string, string] | null;
  /** Only this upper fraction of the page is photographed (the visual zone without the zone), or 1. */
  keepTop: number;
  mrz: {
    font: "OCR B" | "DejaVu Sans Mono" | "Liberation Mono";
    /** Font size in px on the 1,600 px page. */
    sizePx: number;
    /** Distance between character origins: 44 characters over about 112 mm. */
    pitchPx: number;
    lineGapPx: number;
    leftPx: number;
    /** The second line's baseline, from the page's bottom edge. */
    bottomPx: number;
    /** White band behind the zone (alpha), or 0 for none. */
    band: number;
    /** Guilloche lines printed over the zone (alpha). */
    overprint: number;
  };
}

export interface ShotPlan {
  framing: Framing;
  /** Width of the photo in px. */
  width: number;
  /** The page's width as a fraction of the photo's. */
  pageScale: number;
  tiltDegrees: number;
  /** Perspective: one edge this fraction shorter than the opposite one. */
  keystone: { axis: "vertical" | "horizontal"; amount: number };
  surface: Surface;
  brightness: number;
  /** Light falling off from one corner (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left) to the opposite one. */
  falloff: { corner: number; strength: number };
  shadow: { angleDegrees: number; coverage: number; darkness: number } | null;
  /** A glare spot at a point of the page (fractions); `plateau` is the burnt-out share of its radius (unreadable split only). */
  glare: { x: number; y: number; radius: number; strength: number; plateau?: number } | null;
  moire: { period: number; angleDegrees: number; strength: number } | null;
  /** A thumb over a corner of the photo; `overZone` only in the unreadable split. */
  thumb: { corner: "top-left" | "top-right" | "left" | "right" | "over zone"; size: number } | null;
  blurPx: number;
  sharpen: { amount: number; radiusPx: number } | null;
  noise: { sigma: number; chroma: number } | null;
  jpegQuality: number;
}

export interface PhotoPlan {
  page: PagePlan;
  shot: ShotPlan;
}
