import sharp from "sharp";
import type { MadeUpHolder } from "./write-mrz";

// A passport's data page as SVG, rendered by sharp (librsvg): a guilloche of fine curves on a
// tinted paper, a photo placeholder, printed fields, and the zone in OCR-B at ICAO's size (page
// 125 x 88 mm at 10 px per mm: 44 characters over 112 mm, lines some 4.2 mm apart). Needs the
// OCR-B face: apt-get install fonts-ocr-b.

export const PAGE = { width: 1250, height: 880 };

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

function guilloche(random: () => number): string {
  const paths: string[] = [];
  const hue = Math.floor(random() * 360);
  for (let wave = 0; wave < 26; wave++) {
    const amplitude = 20 + random() * 60;
    const period = 80 + random() * 200;
    const phase = random() * Math.PI * 2;
    const baseY = (wave / 26) * PAGE.height;
    let d = `M0 ${baseY.toFixed(1)}`;
    for (let x = 0; x <= PAGE.width; x += 10)
      d += ` L${x} ${(baseY + amplitude * Math.sin((x / period) * 2 * Math.PI + phase)).toFixed(1)}`;
    paths.push(
      `<path d="${d}" fill="none" stroke="hsl(${hue + wave * 3},45%,${62 + random() * 15}%)" stroke-width="${(0.8 + random() * 1.2).toFixed(1)}" opacity="0.55"/>`,
    );
  }
  for (let ring = 0; ring < 14; ring++)
    paths.push(
      `<circle cx="${820}" cy="${420}" r="${60 + ring * 22}" fill="none" stroke="hsl(${hue + 40},40%,70%)" stroke-width="1" opacity="0.5"/>`,
    );
  return `<rect width="${PAGE.width}" height="${PAGE.height}" fill="hsl(${hue},35%,93%)"/>${paths.join("")}`;
}

export async function renderDataPage(holder: MadeUpHolder, zone: string[], random: () => number): Promise<Buffer> {
  const label = (x: number, y: number, text: string) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="15" fill="#475569">${escapeXml(text)}</text>`;
  const value = (x: number, y: number, text: string) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="25" font-weight="bold" fill="#111827">${escapeXml(text)}</text>`;
  const date = (yymmdd: string, century: string) =>
    `${yymmdd.slice(4)} ${["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"][Number(yymmdd.slice(2, 4)) - 1]} ${century}${yymmdd.slice(0, 2)}`;
  const lineGap = zone.length === 3 ? 40 : 46;
  const firstBaseline = PAGE.height - 40 - lineGap * (zone.length - 1);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height}">
    ${guilloche(random)}
    <text x="60" y="70" font-family="DejaVu Sans" font-size="30" font-weight="bold" fill="#1e3a8a">PASSPORT · PASSEPORT</text>
    <rect x="60" y="130" width="300" height="390" fill="#cbd5e1" stroke="#64748b"/>
    <ellipse cx="210" cy="290" rx="90" ry="115" fill="#94a3b8"/>
    ${label(420, 140, "Type / Type")}${value(420, 172, "P")}${label(560, 140, "Code / Code")}${value(560, 172, holder.nationality.replace(/</g, ""))}${label(760, 140, "Passport No. / No. du passeport")}${value(760, 172, holder.number)}
    ${label(420, 215, "Surname / Nom")}${value(420, 247, holder.surname)}
    ${label(420, 290, "Given names / Prénoms")}${value(420, 322, holder.givenNames)}
    ${label(420, 365, "Date of birth / Date de naissance")}${value(420, 397, date(holder.birth, Number(holder.birth.slice(0, 2)) > 26 ? "19" : "20"))}
    ${label(420, 440, "Sex / Sexe")}${value(420, 472, holder.sex)}${label(560, 440, "Date of expiry / Date d'expiration")}${value(560, 472, date(holder.expiry, "20"))}
    ${label(420, 515, "Authority / Autorité")}${value(420, 547, "MINISTRY OF FOREIGN AFFAIRS")}
    ${zone.map((line, index) => `<text x="66" y="${firstBaseline + index * lineGap}" font-family="OCR B" font-size="36" textLength="${(line.length * 25.4).toFixed(0)}" lengthAdjust="spacing" fill="#0b0b0b">${escapeXml(line)}</text>`).join("\n    ")}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
