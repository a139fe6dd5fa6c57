import QRCode from "qrcode";
import sharp from "sharp";
import { checkDigitOf } from "../components/document-reader/check-digit";

// Synthetic ID documents for the scanner's tests: made-up people, drawn here, so no real
// document is needed. A chip ID card's front with its QR code, and a passport's data page with
// a check-digit-valid machine-readable zone printed as real passports print it (ICAO 9303): in
// OCR-B at its own pitch (25 px a character, font-size 34.5: librsvg does not squeeze a face to
// textLength, and at 42 px the lines ran off the page), the two lines 45 px apart (about 4.5 mm
// at this scale, as on a passport). The face is Debian's fonts-ocr-b (family "OCR B"), which
// .ci/run installs beside Chromium; without it librsvg falls back to another face.

export interface MadeUpCitizen {
  idNumber: string;
  name: string;
  /** ddmmyyyy */
  birth: string;
  gender: "Nam" | "Nữ";
  address: string;
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The front of a chip ID card, photographed: the QR code top right, the printed fields beside it. */
export async function cccdCardPhoto(citizen: MadeUpCitizen): Promise<Buffer> {
  const payload = [citizen.idNumber, "", citizen.name, citizen.birth, citizen.gender, citizen.address, "10082021"].join("|");
  const qr = await QRCode.toBuffer(payload, { errorCorrectionLevel: "M", margin: 2, width: 360 });
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="810">
    <rect width="1280" height="810" rx="40" fill="#dbeafe"/>
    <text x="60" y="90" font-family="DejaVu Sans" font-size="34" font-weight="bold" fill="#1e3a8a">CĂN CƯỚC CÔNG DÂN</text>
    <text x="60" y="200" font-family="DejaVu Sans" font-size="30">Số: ${citizen.idNumber}</text>
    <text x="60" y="270" font-family="DejaVu Sans" font-size="30">${escapeXml(citizen.name)}</text>
    <text x="60" y="340" font-family="DejaVu Sans" font-size="26">${citizen.birth.slice(0, 2)}/${citizen.birth.slice(2, 4)}/${citizen.birth.slice(4)} · ${citizen.gender}</text>
  </svg>`;
  const card = await sharp(Buffer.from(text)).png().toBuffer();
  // On a table, a little off-centre, as a guest would take it.
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#6b7280" } })
    .composite([
      { input: card, left: 160, top: 200 },
      { input: qr, left: 160 + 860, top: 200 + 60 },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
}

export interface MadeUpTraveller {
  surname: string;
  givenNames: string;
  number: string;
  /** ICAO alpha-3 */
  nationality: string;
  /** YYMMDD */
  birth: string;
  sex: "M" | "F";
  expiry: string;
}

/** The two lines of a TD3 zone, every check digit computed (ICAO 9303 part 4). */
function passportMrz(traveller: MadeUpTraveller): [string, string] {
  const name = `${traveller.surname}<<${traveller.givenNames.replace(/ /g, "<")}`;
  const number = traveller.number.padEnd(9, "<");
  const personal = "<".repeat(14);
  const body = `${number}${checkDigitOf(number)}${traveller.nationality}${traveller.birth}${checkDigitOf(traveller.birth)}${traveller.sex}${traveller.expiry}${checkDigitOf(traveller.expiry)}${personal}<`;
  const composite = checkDigitOf(body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43));
  return [`P<${traveller.nationality}${name}`.padEnd(44, "<").slice(0, 44), `${body}${composite}`];
}

/** A passport's data page, 1250 x 880 (ID-3's 125 x 88 mm): a printed part, then the zone at the foot; `misprint` breaks the birth date's check digit. */
export async function passportDataPage(traveller: MadeUpTraveller, misprint = false): Promise<Buffer> {
  const [line1, valid] = passportMrz(traveller);
  const line2 = misprint ? valid.slice(0, 19) + String((Number(valid[19]) + 1) % 10) + valid.slice(20) : valid;
  const page = `<svg xmlns="http://www.w3.org/2000/svg" width="1250" height="880">
    <rect width="1250" height="880" fill="#fdf6e3"/>
    <rect x="50" y="130" width="300" height="380" fill="#cbd5e1"/>
    <text x="50" y="80" font-family="DejaVu Sans" font-size="32" font-weight="bold">PASSPORT</text>
    <text x="400" y="180" font-family="DejaVu Sans" font-size="26">${escapeXml(traveller.surname)}</text>
    <text x="400" y="240" font-family="DejaVu Sans" font-size="26">${escapeXml(traveller.givenNames)}</text>
    <text x="400" y="300" font-family="DejaVu Sans" font-size="26">${traveller.number}</text>
    <text x="70" y="765" font-family="OCR B" font-size="34.5" textLength="1100" lengthAdjust="spacing">${escapeXml(line1)}</text>
    <text x="70" y="810" font-family="OCR B" font-size="34.5" textLength="1100" lengthAdjust="spacing">${escapeXml(line2)}</text>
  </svg>`;
  return sharp(Buffer.from(page)).png().toBuffer();
}

/** The data page as a phone photo of it on a table. */
export async function passportPagePhoto(traveller: MadeUpTraveller, misprint = false): Promise<Buffer> {
  const photo = await passportDataPage(traveller, misprint);
  return sharp({ create: { width: 1500, height: 1100, channels: 3, background: "#6b7280" } })
    .composite([{ input: photo, left: 125, top: 110 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
