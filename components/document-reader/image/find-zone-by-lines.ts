import type { GrayImage } from "./gray-image";
import { inkBlobs, type InkBlob } from "./ink-blobs";
import { binarizeSauvola } from "./threshold";
import { shrink, type Box } from "./warp";

// The machine-readable zone found by what it is, not by how dense it looks: two or three lines
// of 30 to 44 characters of one height, side by side at one pitch, starting at one margin, one
// line under the other. The page is made black on white by a local threshold (uneven light,
// a lighter band behind the zone), its ink cut into pieces, the pieces of a character's size
// chained into text lines along whatever tilt they have, and the lines that look like a zone's
// paired. The lines' own angle is the zone's tilt. A security pattern printed across the page
// makes long thin pieces, which are no character and chain into nothing. Several candidates
// are returned, best first: the check digits, later, say which one was the zone.

export interface ZoneCandidate {
  /** The zone's box in the picture turned by -`degrees` about its centre (warp.ts's uprightCrop). */
  box: Box;
  /** The zone lines' tilt, from the lines themselves (positive: down to the right). */
  degrees: number;
  /** The height of a capital in the zone, in the picture's pixels. */
  lineHeight: number;
  lines: number;
}

interface TextLine {
  members: InkBlob[];
  /** A capital's height on this line (the tallest common height of its members). */
  height: number;
}

const centreY = (blob: InkBlob) => (blob.top + blob.bottom) / 2;
const heightOf = (blob: Box) => blob.bottom - blob.top;
const widthOf = (blob: Box) => blob.right - blob.left;

/** The zone candidates on a picture of a page or of its lower part, best first (at most `most`). */
export function findZoneCandidates(gray: GrayImage, most = 3): ZoneCandidate[] {
  const found = candidatesAtThisSize(gray, most);
  // Nothing at this size: at half of it, where a security pattern's fine lines that joined the
  // zone's characters fade, and a large zone's characters are of a size the chaining expects.
  if (found.length > 0 || gray.width < 700) return found;
  return candidatesAtThisSize(shrink(gray, 2), most).map((candidate) => ({
    ...candidate,
    box: { left: candidate.box.left * 2, top: candidate.box.top * 2, right: candidate.box.right * 2, bottom: candidate.box.bottom * 2 },
    lineHeight: candidate.lineHeight * 2,
  }));
}

function candidatesAtThisSize(gray: GrayImage, most: number): ZoneCandidate[] {
  const window = Math.max(15, Math.min(61, Math.round(gray.width / 30) | 1));
  const blobs = inkBlobs(binarizeSauvola(gray, window));
  const lines = textLinesOf(blobs.filter(mayBeCharacter));
  const zoneLines = lines.filter((line) => charactersIn(line) >= 14 && spanOf(line) >= line.height * 18);
  const candidates: { lines: TextLine[]; score: number }[] = [];
  for (const first of zoneLines) {
    const stack = [first];
    // The next line down: one to three line heights below, as tall, from the same margin.
    for (let more = 0; more < 2; more++) {
      const last = stack.at(-1)!;
      const next = zoneLines.find((line) => !stack.includes(line) && isNextZoneLine(last, line));
      if (!next) break;
      stack.push(next);
    }
    if (stack.length >= 2) candidates.push({ lines: stack, score: stack.reduce((sum, line) => sum + charactersIn(line), 0) });
  }
  // A zone of three lines also holds its lower two as a pair: the longer stack wins by its score.
  candidates.sort((one, other) => other.score - one.score);
  const chosen: ZoneCandidate[] = [];
  for (const candidate of candidates) {
    const zone = zoneOf(candidate.lines, gray);
    const overlaps = chosen.some(
      (earlier) =>
        Math.abs(earlier.box.top - zone.box.top) < zone.lineHeight && Math.abs(earlier.box.left - zone.box.left) < zone.lineHeight * 3,
    );
    if (!overlaps) chosen.push(zone);
    if (chosen.length >= most) break;
  }
  return chosen;
}

/** A piece the size and shape of a character (or of a filler "<"): not a speck, not a line of the pattern, not a photo. */
function mayBeCharacter(blob: InkBlob): boolean {
  const height = heightOf(blob);
  const width = widthOf(blob);
  if (height < 6 || height > 90 || width < 2) return false;
  // Up to a few characters run together (a blurred "<<<", a face whose letters touch).
  if (width > height * 4) return false;
  const fill = blob.pixels / (width * height);
  return fill > 0.12 && fill < 0.92;
}

/**
 * Pieces chained left to right into lines: each joins the line whose last piece ends just
 * before it, at the same height give or take a third of a capital (so a line may climb or
 * fall, as a tilted one does), and is not much taller or shorter than the line's capitals
 * (a filler is some 60% of a capital's height, and sits at the line's middle).
 */
function textLinesOf(blobs: InkBlob[]): TextLine[] {
  const sorted = [...blobs].sort((one, other) => one.left - other.left);
  const lines: TextLine[] = [];
  for (const blob of sorted) {
    let best: TextLine | null = null;
    let bestDistance = Infinity;
    for (const line of lines) {
      const last = line.members.at(-1)!;
      const gap = blob.left - last.right;
      if (gap < -line.height * 0.3 || gap > line.height * 2.2) continue;
      const rise = Math.abs(centreY(blob) - centreY(last));
      const ratio = heightOf(blob) / line.height;
      if (rise > line.height * 0.3 || ratio < 0.4 || ratio > 1.5) continue;
      const distance = gap + rise * 3;
      if (distance < bestDistance) {
        best = line;
        bestDistance = distance;
      }
    }
    if (best) {
      best.members.push(blob);
      if (heightOf(blob) > best.height) best.height = Math.min(heightOf(blob), best.height * 1.25);
    } else {
      lines.push({ members: [blob], height: heightOf(blob) });
    }
  }
  return lines;
}

/** How many characters a line's pieces hold: a piece wider than a capital is high holds several. */
const charactersIn = (line: TextLine) =>
  line.members.reduce((sum, blob) => sum + Math.max(1, Math.round(widthOf(blob) / (line.height * 0.8))), 0);

const spanOf = (line: TextLine) => line.members.at(-1)!.right - line.members[0]!.left;

function isNextZoneLine(upper: TextLine, lower: TextLine): boolean {
  const height = Math.max(upper.height, lower.height);
  const ratio = upper.height / lower.height;
  if (ratio < 0.7 || ratio > 1.45) return false;
  const [upperFirst, lowerFirst] = [upper.members[0]!, lower.members[0]!];
  const drop = centreY(lowerFirst) - centreY(upperFirst);
  // The tilt moves the second line's start left or right by a little: a line's start within two capitals.
  return drop > height * 1.1 && drop < height * 3.2 && Math.abs(lowerFirst.left - upperFirst.left) < height * 2;
}

/** The lines' tilt (a least-squares slope through each line's pieces' centres) and their box, upright. */
function zoneOf(lines: TextLine[], gray: GrayImage): ZoneCandidate {
  let slopeSum = 0;
  let weight = 0;
  for (const line of lines) {
    const points = line.members.map((blob) => ({ x: (blob.left + blob.right) / 2, y: centreY(blob) }));
    const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
    const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
    let covariance = 0;
    let variance = 0;
    for (const point of points) {
      covariance += (point.x - meanX) * (point.y - meanY);
      variance += (point.x - meanX) ** 2;
    }
    if (variance > 0) {
      slopeSum += (covariance / variance) * points.length;
      weight += points.length;
    }
  }
  const slope = weight ? slopeSum / weight : 0;
  const degrees = (Math.atan(slope) * 180) / Math.PI;
  // The members' corners turned by -degrees about the picture's centre, as uprightCrop turns.
  const radians = (-degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const [centreX, centreYOfPicture] = [gray.width / 2, gray.height / 2];
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const line of lines) {
    for (const blob of line.members) {
      for (const [x, y] of [
        [blob.left, blob.top],
        [blob.right, blob.top],
        [blob.left, blob.bottom],
        [blob.right, blob.bottom],
      ] as const) {
        const dx = x - centreX;
        const dy = y - centreYOfPicture;
        const uprightX = centreX + dx * cos - dy * sin;
        const uprightY = centreYOfPicture + dx * sin + dy * cos;
        left = Math.min(left, uprightX);
        right = Math.max(right, uprightX);
        top = Math.min(top, uprightY);
        bottom = Math.max(bottom, uprightY);
      }
    }
  }
  const lineHeight = lines.reduce((sum, line) => sum + line.height, 0) / lines.length;
  return {
    box: { left: left - lineHeight * 1.5, right: right + lineHeight * 1.5, top: top - lineHeight * 0.8, bottom: bottom + lineHeight * 0.8 },
    degrees,
    lineHeight,
    lines: lines.length,
  };
}
