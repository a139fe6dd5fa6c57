import { between, oneOf, randomFromSeed } from "./seeded-random";

// The printing under and over a data page's text, drawn on a 2D canvas: fine wavy guilloche lines
// across the whole page (the zone included), rosettes, lines of microprint, and a faint watermark.

type Context = CanvasRenderingContext2D;

/** Fine sine-sum curves across the page; `alpha` low enough that text over them stays legible. */
export function drawGuilloche(context: Context, width: number, height: number, hue: number, seed: number, lines: number, alpha: number) {
  const random = randomFromSeed(seed);
  context.save();
  context.globalAlpha = alpha;
  for (let line = 0; line < lines; line++) {
    const baseY = (line / lines) * height * 1.1 - height * 0.05;
    const [a1, a2] = [between(random, 6, 40), between(random, 2, 14)];
    const [p1, p2] = [between(random, 140, 420), between(random, 30, 90)];
    const phase = between(random, 0, Math.PI * 2);
    context.strokeStyle = `hsl(${hue + between(random, -25, 25)}, ${between(random, 30, 60)}%, ${between(random, 45, 70)}%)`;
    context.lineWidth = between(random, 0.6, 1.4);
    context.beginPath();
    for (let x = -10; x <= width + 10; x += 4) {
      const y = baseY + a1 * Math.sin((x / p1) * 2 * Math.PI + phase) + a2 * Math.sin((x / p2) * 2 * Math.PI + phase * 2.3);
      if (x === -10) context.moveTo(x, y);
      else context.lineTo(x, y);
    }
    context.stroke();
  }
  context.restore();
}

export function drawRosette(context: Context, x: number, y: number, radius: number, hue: number, alpha: number) {
  context.save();
  context.globalAlpha = alpha;
  context.strokeStyle = `hsl(${hue}, 45%, 55%)`;
  context.lineWidth = 0.8;
  for (let petal = 0; petal < 36; petal++) {
    context.beginPath();
    const turn = (petal / 36) * Math.PI * 2;
    context.ellipse(
      x + Math.cos(turn) * radius * 0.35,
      y + Math.sin(turn) * radius * 0.35,
      radius * 0.65,
      radius * 0.3,
      turn,
      0,
      Math.PI * 2,
    );
    context.stroke();
  }
  context.restore();
}

/** A row of tiny repeated text, which a copier blurs into a line. */
export function drawMicroprint(context: Context, x: number, y: number, width: number, text: string, colour: string) {
  context.save();
  context.font = '7px "DejaVu Sans"';
  context.fillStyle = colour;
  let line = "";
  while (context.measureText(line).width < width) line += `${text} `;
  context.beginPath();
  context.rect(x, y - 8, width, 10);
  context.clip();
  context.fillText(line, x, y);
  context.restore();
}

export function drawWatermark(context: Context, x: number, y: number, size: number, hue: number, seed: number) {
  const random = randomFromSeed(seed);
  context.save();
  context.globalAlpha = between(random, 0.07, 0.13);
  context.fillStyle = `hsl(${hue}, 30%, 35%)`;
  context.strokeStyle = context.fillStyle;
  context.lineWidth = size * 0.03;
  const shape = oneOf(random, ["emblem", "star", "letters"] as const);
  if (shape === "letters") {
    context.font = `bold ${size}px "DejaVu Sans"`;
    context.textAlign = "center";
    context.fillText(oneOf(random, ["REP", "UTO", "LIB", "EU"]), x, y + size * 0.35);
  } else {
    context.beginPath();
    context.arc(x, y, size / 2, 0, Math.PI * 2);
    context.stroke();
    const points = shape === "star" ? 5 : 8;
    context.beginPath();
    for (let point = 0; point < points * 2; point++) {
      const radius = point % 2 ? size * 0.18 : size * 0.42;
      const turn = (point / (points * 2)) * Math.PI * 2 - Math.PI / 2;
      context.lineTo(x + Math.cos(turn) * radius, y + Math.sin(turn) * radius);
    }
    context.closePath();
    context.fill();
  }
  context.restore();
}
