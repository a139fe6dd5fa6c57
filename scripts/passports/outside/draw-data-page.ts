import { drawGuilloche, drawMicroprint, drawRosette, drawWatermark } from "./draw-security-print";
import { labelOf, printedDate, type Field } from "./page-labels";
import type { PagePlan } from "./photo-plan";
import { between, randomFromSeed } from "./seeded-random";

// A passport data page drawn on a 2D canvas in one of three layouts: photo left under a title bar;
// photo right on two-tone paper with a ghost image; a banner with numbered fields. Each has
// guilloche across the whole page (the zone included), microprint, a watermark, a grey photo
// block, bilingual labels, a signature, and the zone in a lighter band at the bottom.

type Context = CanvasRenderingContext2D;

function drawPortrait(context: Context, x: number, y: number, width: number, height: number, shade: number) {
  context.save();
  context.fillStyle = `hsl(210, 8%, ${shade}%)`;
  context.fillRect(x, y, width, height);
  context.fillStyle = `hsl(210, 6%, ${shade - 22}%)`;
  context.beginPath();
  context.ellipse(x + width / 2, y + height * 0.4, width * 0.27, height * 0.25, 0, 0, Math.PI * 2);
  context.fill();
  context.beginPath();
  context.ellipse(x + width / 2, y + height * 1.02, width * 0.48, height * 0.34, 0, Math.PI, 0);
  context.fill();
  context.strokeStyle = `hsl(210, 8%, ${shade - 30}%)`;
  context.lineWidth = 2;
  context.strokeRect(x, y, width, height);
  context.restore();
}

function drawSignature(context: Context, x: number, y: number, width: number, seed: number) {
  const random = randomFromSeed(seed);
  context.save();
  context.strokeStyle = "#1b2a5c";
  context.lineWidth = 2.6;
  context.lineCap = "round";
  context.beginPath();
  context.moveTo(x, y);
  for (let stroke = 0; stroke < 7; stroke++) {
    const along = x + ((stroke + 1) / 7) * width;
    context.bezierCurveTo(
      along - width * 0.12,
      y - between(random, 10, 50),
      along - width * 0.05,
      y + between(random, 10, 40),
      along,
      y + between(random, -20, 20),
    );
  }
  context.stroke();
  context.restore();
}

interface FieldPlace {
  field: Field;
  value: string;
  x: number;
  y: number;
}

function drawFields(context: Context, plan: PagePlan, places: FieldPlace[], labelPx: number, valuePx: number, numbered: boolean) {
  context.save();
  places.forEach(({ field, value, x, y }, index) => {
    context.font = `${labelPx}px "DejaVu Sans"`;
    context.fillStyle = `hsl(${plan.hue}, 35%, 32%)`;
    context.fillText(`${numbered ? `${index + 1}. ` : ""}${labelOf(field, plan.secondLanguage)}`, x, y);
    context.font = `bold ${valuePx}px "Liberation Sans"`;
    context.fillStyle = "#141414";
    context.fillText(value, x, y + valuePx * 1.15);
  });
  context.restore();
}

function drawZone(context: Context, plan: PagePlan) {
  const { mrz, zone, width, height } = plan;
  const secondBaseline = height - mrz.bottomPx;
  const firstBaseline = secondBaseline - mrz.lineGapPx;
  const top = firstBaseline - mrz.sizePx * 1.05;
  const bottom = secondBaseline + mrz.sizePx * 0.55;
  if (mrz.band > 0) {
    context.fillStyle = `rgba(255, 255, 255, ${mrz.band})`;
    context.fillRect(0, top, width, bottom - top);
  }
  if (!zone) return;
  context.save();
  context.font = `${mrz.sizePx}px "${mrz.font}"`;
  context.fillStyle = "#101010";
  zone.forEach((line, row) => {
    for (let column = 0; column < line.length; column++)
      context.fillText(line[column]!, mrz.leftPx + column * mrz.pitchPx, firstBaseline + row * mrz.lineGapPx);
  });
  context.restore();
  // The security print runs over the zone too, lightly.
  context.save();
  context.beginPath();
  context.rect(0, top, width, bottom - top);
  context.clip();
  drawGuilloche(context, width, height, plan.hue, plan.seed + 7, 90, mrz.overprint);
  context.restore();
}

export function drawDataPage(plan: PagePlan): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = plan.width;
  canvas.height = plan.height;
  const context = canvas.getContext("2d")!;
  const { width: w, height: h, hue, printed } = plan;
  const paper = context.createLinearGradient(0, 0, w, h);
  paper.addColorStop(0, `hsl(${hue}, 32%, 94%)`);
  paper.addColorStop(1, `hsl(${hue + 30}, 28%, 90%)`);
  context.fillStyle = paper;
  context.fillRect(0, 0, w, h);
  if (plan.layout === "photo right, two-tone") {
    context.fillStyle = `hsla(${hue + 160}, 30%, 80%, 0.35)`;
    context.fillRect(0, h * 0.45, w, h * 0.3);
  }
  drawWatermark(context, w * 0.62, h * 0.45, h * 0.5, hue, plan.seed);
  drawGuilloche(context, w, h, hue, plan.seed, 60, 0.45);
  drawRosette(context, w * (plan.layout === "photo right, two-tone" ? 0.3 : 0.78), h * 0.38, h * 0.22, hue + 20, 0.35);
  const date = (yymmdd: string, future: boolean) => printedDate(yymmdd, future);
  const values: Record<Field, string> = {
    type: "P",
    state: printed.issuingState.replace(/</g, ""),
    number: printed.number,
    surname: printed.surname,
    given: printed.givenNames,
    nationality: printed.nationality.replace(/</g, ""),
    birth: date(printed.birth, false),
    sex: printed.sex === "<" ? "X" : printed.sex,
    expiry: date(printed.expiry, true),
    issue: date(`${Number(printed.expiry.slice(0, 2)) - 10}${printed.expiry.slice(2)}`, true),
    authority: "MINISTRY OF FOREIGN AFFAIRS",
    signature: "",
    place: "CAPITAL CITY",
  };
  const place = (field: Field, x: number, y: number): FieldPlace => ({ field, value: values[field], x: x * w, y: y * h });
  context.textBaseline = "alphabetic";
  if (plan.layout === "photo left, title bar") {
    context.fillStyle = `hsl(${hue}, 45%, 28%)`;
    context.fillRect(0, 0, w, h * 0.085);
    context.font = `bold ${h * 0.045}px "DejaVu Sans"`;
    context.fillStyle = "#f8fafc";
    context.fillText("PASSPORT  ·  PASSEPORT  ·  PASAPORTE", w * 0.04, h * 0.06);
    drawPortrait(context, w * 0.04, h * 0.14, w * 0.22, h * 0.42, 74);
    drawSignature(context, w * 0.05, h * 0.63, w * 0.2, plan.seed);
    drawFields(
      context,
      plan,
      [
        place("type", 0.3, 0.14),
        place("state", 0.38, 0.14),
        place("number", 0.68, 0.14),
        place("surname", 0.3, 0.23),
        place("given", 0.3, 0.32),
        place("nationality", 0.3, 0.41),
        place("birth", 0.3, 0.5),
        place("sex", 0.6, 0.5),
        place("place", 0.72, 0.5),
        place("issue", 0.3, 0.59),
        place("expiry", 0.6, 0.59),
      ],
      18,
      30,
      false,
    );
    drawMicroprint(context, w * 0.3, h * 0.675, w * 0.66, "PASSPORTPASSPORT", `hsl(${hue}, 40%, 45%)`);
  } else if (plan.layout === "photo right, two-tone") {
    context.font = `bold ${h * 0.05}px "Liberation Sans"`;
    context.fillStyle = `hsl(${hue}, 50%, 30%)`;
    context.fillText("REPUBLIC OF UTOPIA", w * 0.05, h * 0.08);
    context.font = `${h * 0.03}px "Liberation Sans"`;
    context.fillText("PASSPORT / PASAPORTE / REISEPASS", w * 0.05, h * 0.125);
    drawPortrait(context, w * 0.7, h * 0.1, w * 0.25, h * 0.47, 70);
    context.globalAlpha = 0.35;
    drawPortrait(context, w * 0.56, h * 0.42, w * 0.1, h * 0.18, 80);
    context.globalAlpha = 1;
    drawFields(
      context,
      plan,
      [
        place("type", 0.05, 0.18),
        place("number", 0.3, 0.18),
        place("surname", 0.05, 0.27),
        place("given", 0.05, 0.36),
        place("nationality", 0.05, 0.45),
        place("birth", 0.05, 0.54),
        place("sex", 0.36, 0.54),
        place("expiry", 0.05, 0.63),
        place("authority", 0.36, 0.63),
      ],
      17,
      29,
      false,
    );
    drawSignature(context, w * 0.72, h * 0.64, w * 0.2, plan.seed);
    drawMicroprint(context, 0, h * 0.685, w, "UTOPIA REPUBLIC SECURE DOCUMENT", `hsl(${hue + 20}, 45%, 40%)`);
  } else {
    const banner = context.createLinearGradient(0, 0, w, 0);
    banner.addColorStop(0, `hsl(${hue + 200}, 55%, 35%)`);
    banner.addColorStop(1, `hsl(${hue + 230}, 45%, 55%)`);
    context.fillStyle = banner;
    context.fillRect(0, 0, w, h * 0.12);
    context.font = `bold ${h * 0.05}px "DejaVu Sans"`;
    context.fillStyle = "#ffffff";
    context.textAlign = "center";
    context.fillText("REISEPASS  /  PASSPORT", w / 2, h * 0.08);
    context.textAlign = "left";
    drawPortrait(context, w * 0.05, h * 0.2, w * 0.2, h * 0.4, 78);
    drawFields(
      context,
      plan,
      [
        place("surname", 0.3, 0.19),
        place("given", 0.3, 0.28),
        place("birth", 0.3, 0.37),
        place("place", 0.62, 0.37),
        place("nationality", 0.3, 0.46),
        place("sex", 0.62, 0.46),
        place("issue", 0.3, 0.55),
        place("expiry", 0.62, 0.55),
        place("number", 0.3, 0.64),
        place("authority", 0.62, 0.64),
      ],
      17,
      28,
      true,
    );
    drawSignature(context, w * 0.06, h * 0.67, w * 0.18, plan.seed);
    context.save();
    context.translate(w * 0.975, h * 0.6);
    context.rotate(-Math.PI / 2);
    context.font = `${h * 0.022}px "DejaVu Sans Mono"`;
    context.fillStyle = `hsl(${hue}, 40%, 40%)`;
    context.fillText(printed.number, 0, 0);
    context.restore();
    drawMicroprint(context, w * 0.3, h * 0.71, w * 0.65, "BUNDESREPUBLIK REPUBLIC", `hsl(${hue}, 40%, 45%)`);
  }
  drawZone(context, plan);
  return canvas;
}
