// A passport-page-like picture drawn on a browser's 2D canvas (Chromium's text and image
// pipeline, not librsvg's, which the first corpus uses), run inside the page by
// render-icao-specimens.ts. Self-contained: Playwright sends this function's source to the page.

export interface SpecimenDrawing {
  /** The zone's lines (none: a page with printed fields only). */
  zone: string[];
  face: string;
  tiltDegrees: number;
  /** The document's size in mm and the pixels per mm it is drawn at. */
  pageMm: [number, number];
  pxPerMm: number;
  /** The picture's size in pixels; the page is centred in it, turned by `tiltDegrees` about the centre. */
  size: [number, number];
  securityLines: boolean;
  unevenLight: boolean;
  seed: number;
}

export interface DrawnSpecimen {
  jpegDataUrl: string;
  /** Boxes in the picture's pixels before the turn (the page turned back by -tiltDegrees about the picture's centre). */
  pageBox: Box;
  zoneBox: Box | null;
  /** A stretch of the page with nothing printed on it, and one of the surface around the page. */
  paperBox: Box;
  surfaceBox: Box;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function drawSpecimenPage(drawing: SpecimenDrawing): DrawnSpecimen {
  // ICAO 9303 part 3: 10 characters per inch in OCR-B, capitals some 2.3 mm high. (Here, not at
  // the file's top: only this function's source reaches the page.)
  const [PITCH_MM, CAPITAL_MM, LINE_PITCH_MM] = [2.54, 2.3, 4.3];
  const { pxPerMm: mm, pageMm, size, zone } = drawing;
  let state = drawing.seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const page = document.createElement("canvas");
  page.width = Math.round(pageMm[0] * mm);
  page.height = Math.round(pageMm[1] * mm);
  const ink = page.getContext("2d")!;
  ink.fillStyle = "#efeee6";
  ink.fillRect(0, 0, page.width, page.height);

  // Where the zone stands: 44, 36 or 30 cells of 2.54 mm centred on the page, the last line's baseline 5 mm above the bottom edge.
  const cells = zone[0]?.length ?? 44;
  const zoneLeft = (page.width - cells * PITCH_MM * mm) / 2;
  const lastBaseline = page.height - 5 * mm;
  const lineCount = Math.max(zone.length, 2);
  const zoneTop = lastBaseline - (lineCount - 1) * LINE_PITCH_MM * mm - CAPITAL_MM * mm;
  if (drawing.securityLines) {
    // A lighter band behind the zone, and fine wavy lines over the whole page, the zone's band too.
    ink.fillStyle = "#fbfbf8";
    ink.fillRect(0, zoneTop - 2 * mm, page.width, page.height - zoneTop + 2 * mm);
    for (let wave = 0; wave < 40; wave++) {
      const baseY = (wave / 40) * page.height * 1.1;
      const amplitude = (1 + random() * 4) * mm;
      const period = (8 + random() * 25) * mm;
      const phase = random() * Math.PI * 2;
      ink.strokeStyle = `hsl(${190 + random() * 60}, 40%, ${58 + random() * 15}%)`;
      ink.lineWidth = 0.6 + random() * 0.8;
      ink.beginPath();
      for (let x = 0; x <= page.width; x += 4) ink.lineTo(x, baseY + amplitude * Math.sin((x / period) * 2 * Math.PI + phase));
      ink.stroke();
    }
  }

  // Printed fields: a header, a photo, labels and values, as on part 4's specimen page.
  const text = (x: number, y: number, value: string, sizeMm: number, weight = "normal", colour = "#1f2937") => {
    ink.font = `${weight} ${sizeMm * mm}px "DejaVu Sans"`;
    ink.fillStyle = colour;
    ink.textAlign = "left";
    ink.fillText(value, x * mm, y * mm);
  };
  const scale = pageMm[0] / 125;
  text(6 * scale, 8 * scale, "UTOPIA", 3.2 * scale, "bold", "#1e3a8a");
  text(40 * scale, 8 * scale, "PASSPORT / PASSEPORT", 2.6 * scale, "bold", "#1e3a8a");
  ink.fillStyle = "#c9cfd8";
  // A card's zone leaves less room above it: the fields close up to end 3 mm above the zone.
  const fieldsBottom = zoneTop / mm - 3;
  const rowStep = Math.min(7.2 * scale, (fieldsBottom - 19.2 * scale) / 5);
  ink.fillRect(6 * scale * mm, 13 * scale * mm, 30 * scale * mm, Math.min(38 * scale, fieldsBottom - 13 * scale) * mm);
  ink.fillStyle = "#8a94a6";
  ink.beginPath();
  ink.ellipse(21 * scale * mm, 30 * scale * mm, 9 * scale * mm, 12 * scale * mm, 0, 0, Math.PI * 2);
  ink.fill();
  const fields: [string, string][] = [
    ["Type / Type", "P"],
    ["Surname / Nom", "ERIKSSON"],
    ["Given names / Prénoms", "ANNA MARIA"],
    ["Nationality / Nationalité", "UTOPIAN"],
    ["Date of birth / Date de naissance", "12 AUG/AOUT 74"],
    ["Sex / Sexe   Date of expiry / Date d'expiration", "F     15 APR/AVR 12"],
  ];
  fields.forEach(([label, value], index) => {
    const y = 16 * scale + index * rowStep;
    text(40 * scale, y, label, 1.6 * scale, "normal", "#475569");
    text(40 * scale, y + 3.2 * scale, value, 2.6 * scale, "bold");
  });
  text(90 * scale, 16 * scale, "Passport No. / No. du passeport", 1.6 * scale, "normal", "#475569");
  text(90 * scale, 19.2 * scale, "L898902C3", 2.6 * scale, "bold");

  // The zone, each character centred in its cell at the face's size whose capital is 2.3 mm high.
  let zoneBox: Box | null = null;
  if (zone.length) {
    ink.font = `100px "${drawing.face}"`;
    const capital = ink.measureText("H").actualBoundingBoxAscent;
    ink.font = `${(100 * CAPITAL_MM * mm) / capital}px "${drawing.face}"`;
    ink.fillStyle = "#101010";
    ink.textAlign = "center";
    const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    zone.forEach((line, row) => {
      const baseline = lastBaseline - (zone.length - 1 - row) * LINE_PITCH_MM * mm;
      [...line].forEach((char, column) => {
        const x = zoneLeft + (column + 0.5) * PITCH_MM * mm;
        ink.fillText(char, x, baseline);
        const metrics = ink.measureText(char);
        box.left = Math.min(box.left, x - metrics.actualBoundingBoxLeft);
        box.right = Math.max(box.right, x + metrics.actualBoundingBoxRight);
        box.top = Math.min(box.top, baseline - metrics.actualBoundingBoxAscent);
        box.bottom = Math.max(box.bottom, baseline + metrics.actualBoundingBoxDescent);
      });
    });
    zoneBox = box;
  }

  // The page laid on a surface and photographed: turned, a little soft, the light uneven if asked.
  const picture = document.createElement("canvas");
  [picture.width, picture.height] = size;
  const photo = picture.getContext("2d")!;
  photo.fillStyle = drawing.unevenLight ? "#2b2826" : "#6b6f75";
  photo.fillRect(0, 0, size[0], size[1]);
  const pageLeft = Math.round((size[0] - page.width) / 2);
  const pageTop = Math.round((size[1] - page.height) / 2);
  photo.save();
  photo.translate(size[0] / 2, size[1] / 2);
  photo.rotate((drawing.tiltDegrees * Math.PI) / 180);
  photo.translate(-size[0] / 2, -size[1] / 2);
  photo.filter = "blur(0.6px)";
  photo.drawImage(page, pageLeft, pageTop);
  photo.restore();
  if (drawing.unevenLight) {
    const light = photo.createRadialGradient(
      size[0] * 0.3,
      size[1] * 0.3,
      0,
      size[0] * 0.3,
      size[1] * 0.3,
      Math.hypot(size[0], size[1]) * 0.8,
    );
    light.addColorStop(0, "#ffffff");
    light.addColorStop(0.5, "#c8c8c8");
    light.addColorStop(1, "#383838");
    photo.globalCompositeOperation = "multiply";
    photo.fillStyle = light;
    photo.fillRect(0, 0, size[0], size[1]);
  }
  const shift = (box: Box): Box => ({
    left: box.left + pageLeft,
    top: box.top + pageTop,
    right: box.right + pageLeft,
    bottom: box.bottom + pageTop,
  });
  const round = (box: Box): Box => ({
    left: Math.round(box.left),
    top: Math.round(box.top),
    right: Math.round(box.right),
    bottom: Math.round(box.bottom),
  });
  return {
    jpegDataUrl: picture.toDataURL("image/jpeg", drawing.securityLines ? 0.75 : 0.85),
    pageBox: round(shift({ left: 0, top: 0, right: page.width, bottom: page.height })),
    zoneBox: zoneBox && round(shift(zoneBox)),
    paperBox: round(shift({ left: 92 * scale * mm, top: 62 * scale * mm, right: 120 * scale * mm, bottom: zoneTop - 3 * mm })),
    surfaceBox: { left: 4, top: Math.round(size[1] * 0.2), right: Math.max(8, pageLeft - 24), bottom: Math.round(size[1] * 0.8) },
  };
}
