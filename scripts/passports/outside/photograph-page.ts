import type { PagePlan, ShotPlan } from "./photo-plan";
import { addSensorNoise, sharpenLikeAPhone } from "./pixel-effects";

// A phone's photo of a drawn data page, on a 2D canvas: the page laid on a surface, tilted and
// seen a little from one side (keystone, drawn in thin strips), lit unevenly, partly shadowed,
// with a glare spot, a screen's moiré, a thumb at the edge, out of focus, noisy, sharpened as
// phones do, and saved as JPEG. Returns the JPEG as a data URL.

const SURFACES = { dark: "#1d1c1b", "mid-grey": "#7d7f82", white: "#f3f2ee", wood: "#8a5a33" } as const;

type Point = [number, number];

function layFrame(page: PagePlan, shot: ShotPlan) {
  const outWidth = shot.width;
  const scale = (outWidth * shot.pageScale) / page.width;
  const pageHeightOut = page.height * scale;
  const slant = Math.abs(Math.sin((shot.tiltDegrees * Math.PI) / 180)) * outWidth * shot.pageScale;
  let outHeight: number;
  let centreY: number;
  if (shot.framing === "whole page") {
    outHeight = Math.round(Math.max(outWidth * 0.75, pageHeightOut * 1.15 + slant));
    centreY = outHeight / 2;
  } else if (shot.framing === "page fills frame") {
    outHeight = Math.round(pageHeightOut * 1.03 + slant * 0.6);
    centreY = outHeight / 2;
  } else {
    outHeight = Math.round(pageHeightOut * 0.55 + slant * 0.6);
    centreY = outHeight - outHeight * 0.05 - slant * 0.3 - pageHeightOut / 2;
  }
  const turn = (shot.tiltDegrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const { axis, amount } = shot.keystone;
  /** Where a point of the page (px) lands in the photo. */
  const toPhoto = (u: number, v: number): Point => {
    let x = u - page.width / 2;
    let y = v - page.height / 2;
    if (axis === "vertical") x *= amount >= 0 ? 1 - amount * (1 - v / page.height) : 1 + amount * (v / page.height);
    else y *= amount >= 0 ? 1 - amount * (1 - u / page.width) : 1 + amount * (u / page.width);
    return [outWidth / 2 + scale * (x * cos - y * sin), centreY + scale * (x * sin + y * cos)];
  };
  return { outWidth, outHeight, scale, turn, centreY, toPhoto };
}

function drawSurface(context: CanvasRenderingContext2D, shot: ShotPlan, width: number, height: number) {
  context.fillStyle = SURFACES[shot.surface];
  context.fillRect(0, 0, width, height);
  if (shot.surface !== "wood") return;
  // Wood grain: long wavy darker streaks.
  context.save();
  for (let streak = 0; streak < 60; streak++) {
    context.strokeStyle = `rgba(60, 30, 10, ${0.08 + (streak % 5) * 0.03})`;
    context.lineWidth = 1 + (streak % 4) * 1.5;
    context.beginPath();
    const y0 = (streak / 60) * height;
    for (let x = 0; x <= width; x += 20) context.lineTo(x, y0 + Math.sin(x / (90 + streak * 7) + streak) * 12);
    context.stroke();
  }
  context.restore();
}

function drawPageInStrips(
  context: CanvasRenderingContext2D,
  pageCanvas: HTMLCanvasElement,
  page: PagePlan,
  shot: ShotPlan,
  frame: ReturnType<typeof layFrame>,
) {
  const { scale, turn, centreY, outWidth } = frame;
  const { axis, amount } = shot.keystone;
  const factor = (at: number, size: number) => (amount >= 0 ? 1 - amount * (1 - at / size) : 1 + amount * (at / size));
  context.save();
  context.setTransform(
    scale * Math.cos(turn),
    scale * Math.sin(turn),
    -scale * Math.sin(turn),
    scale * Math.cos(turn),
    outWidth / 2,
    centreY,
  );
  context.imageSmoothingQuality = "high";
  const step = 2;
  if (axis === "vertical") {
    for (let v = 0; v < page.height; v += step) {
      const f = factor(v + step / 2, page.height);
      context.drawImage(pageCanvas, 0, v, page.width, step, (-page.width / 2) * f, v - page.height / 2, page.width * f, step + 0.6);
    }
  } else {
    for (let u = 0; u < page.width; u += step) {
      const f = factor(u + step / 2, page.width);
      context.drawImage(pageCanvas, u, 0, step, page.height, u - page.width / 2, (-page.height / 2) * f, step + 0.6, page.height * f);
    }
  }
  context.restore();
}

function drawPageShadow(context: CanvasRenderingContext2D, corners: Point[], width: number) {
  context.save();
  context.filter = `blur(${Math.round(width * 0.008)}px)`;
  context.fillStyle = "rgba(0, 0, 0, 0.45)";
  context.beginPath();
  corners.forEach(([x, y]) => context.lineTo(x + width * 0.006, y + width * 0.008));
  context.fill();
  context.restore();
}

function lightAndShade(context: CanvasRenderingContext2D, shot: ShotPlan, width: number, height: number) {
  const corners: Point[] = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
  const [from, to] = [corners[shot.falloff.corner]!, corners[(shot.falloff.corner + 2) % 4]!];
  const light = context.createLinearGradient(from[0], from[1], to[0], to[1]);
  const dim = Math.round(255 * (1 - shot.falloff.strength));
  light.addColorStop(0, "#ffffff");
  light.addColorStop(1, `rgb(${dim}, ${dim}, ${Math.round(dim * 0.96)})`);
  context.save();
  context.globalCompositeOperation = "multiply";
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);
  if (shot.shadow) {
    // The phone's or the hand's shadow: a soft-edged region over one side of the photo.
    context.filter = `blur(${Math.round(width * 0.025)}px)`;
    context.translate(width / 2, height / 2);
    context.rotate((shot.shadow.angleDegrees * Math.PI) / 180);
    const reach = Math.hypot(width, height);
    context.fillStyle = `rgba(20, 20, 30, ${shot.shadow.darkness})`;
    context.fillRect(reach / 2 - reach * shot.shadow.coverage, -reach, reach, reach * 2);
  }
  context.restore();
}

function drawGlare(context: CanvasRenderingContext2D, glare: NonNullable<ShotPlan["glare"]>, at: Point, width: number) {
  const radius = glare.radius * width;
  const spot = context.createRadialGradient(at[0], at[1], 0, at[0], at[1], radius);
  const plateau = glare.plateau ?? 0;
  spot.addColorStop(0, `rgba(255, 255, 250, ${glare.strength})`);
  if (plateau > 0) spot.addColorStop(plateau, `rgba(255, 255, 250, ${glare.strength})`);
  spot.addColorStop(plateau + (1 - plateau) * 0.35, `rgba(255, 255, 250, ${glare.strength * 0.8})`);
  spot.addColorStop(1, "rgba(255, 255, 250, 0)");
  context.fillStyle = spot;
  context.fillRect(at[0] - radius, at[1] - radius, radius * 2, radius * 2);
}

function drawMoire(context: CanvasRenderingContext2D, moire: NonNullable<ShotPlan["moire"]>, width: number, height: number) {
  context.save();
  context.globalCompositeOperation = "multiply";
  context.strokeStyle = `rgba(70, 60, 90, ${moire.strength})`;
  context.lineWidth = moire.period * 0.45;
  const reach = Math.hypot(width, height);
  for (const extra of [0, 2.5]) {
    context.save();
    context.translate(width / 2, height / 2);
    context.rotate(((moire.angleDegrees + extra) * Math.PI) / 180);
    context.beginPath();
    for (let x = -reach / 2; x < reach / 2; x += moire.period * (1 + extra * 0.02)) {
      context.moveTo(x, -reach / 2);
      context.lineTo(x, reach / 2);
    }
    context.stroke();
    context.restore();
  }
  context.restore();
}

function drawThumb(
  context: CanvasRenderingContext2D,
  thumb: NonNullable<ShotPlan["thumb"]>,
  width: number,
  page: PagePlan,
  toPhoto: (u: number, v: number) => Point,
  zoneCentre: Point,
) {
  // Where the hand holds the page: over a top corner or a side, coming in from outside it.
  const size = thumb.size * width;
  const places: Record<typeof thumb.corner, [Point, number]> = {
    "top-left": [toPhoto(0, 0), -0.8],
    "top-right": [toPhoto(page.width, 0), 0.8],
    left: [toPhoto(-0.02 * page.width, 0.38 * page.height), -1.45],
    right: [toPhoto(1.02 * page.width, 0.38 * page.height), 1.45],
    "over zone": [zoneCentre, 0.2],
  };
  const [[x, y], angle] = places[thumb.corner];
  context.save();
  context.translate(x, y);
  // The nail is at the tip (local +y), which the angle turns towards the page.
  context.rotate(angle);
  context.filter = `blur(${Math.max(2, Math.round(size * 0.03))}px)`;
  const skin = context.createRadialGradient(-size * 0.1, -size * 0.15, size * 0.05, 0, 0, size * 0.6);
  skin.addColorStop(0, "#e8b99a");
  skin.addColorStop(0.7, "#c98e6e");
  skin.addColorStop(1, "#8f5a43");
  context.fillStyle = skin;
  context.beginPath();
  context.ellipse(0, 0, size * 0.32, size * 0.55, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = "rgba(245, 215, 200, 0.7)";
  context.beginPath();
  context.ellipse(0, size * 0.3, size * 0.2, size * 0.17, 0, 0, Math.PI * 2);
  context.fill();
  context.restore();
}

export function photographPage(pageCanvas: HTMLCanvasElement, page: PagePlan, shot: ShotPlan, noiseSeed: number): string {
  const frame = layFrame(page, shot);
  const { outWidth: width, outHeight: height, toPhoto } = frame;
  const scene = document.createElement("canvas");
  [scene.width, scene.height] = [width, height];
  const context = scene.getContext("2d")!;
  drawSurface(context, shot, width, height);
  const corners = [toPhoto(0, 0), toPhoto(page.width, 0), toPhoto(page.width, page.height), toPhoto(0, page.height)];
  drawPageShadow(context, corners, width);
  drawPageInStrips(context, pageCanvas, page, shot, frame);
  if (shot.moire) drawMoire(context, shot.moire, width, height);
  lightAndShade(context, shot, width, height);
  if (shot.glare) drawGlare(context, shot.glare, toPhoto(shot.glare.x * page.width, shot.glare.y * page.height), width);
  const zoneCentre = toPhoto(page.width / 2, page.height - page.mrz.bottomPx - page.mrz.lineGapPx / 2 - page.mrz.sizePx * 0.3);
  if (shot.thumb) drawThumb(context, shot.thumb, width, page, toPhoto, zoneCentre);
  // The lens: out of focus a little, and the exposure.
  const photo = document.createElement("canvas");
  [photo.width, photo.height] = [width, height];
  const lens = photo.getContext("2d", { willReadFrequently: true })!;
  lens.filter = `blur(${shot.blurPx}px) brightness(${shot.brightness})`;
  lens.drawImage(scene, 0, 0);
  lens.filter = "none";
  if (shot.noise) addSensorNoise(lens, width, height, shot.noise, noiseSeed);
  if (shot.sharpen) sharpenLikeAPhone(lens, photo, width, height, shot.sharpen);
  return photo.toDataURL("image/jpeg", shot.jpegQuality / 100);
}
