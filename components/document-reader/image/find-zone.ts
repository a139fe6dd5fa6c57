import type { Box } from "./warp";
import type { EdgePoints } from "./text-edges";

// Where the machine-readable zone is on a level picture of a whole data page: its lines are the
// page's densest print (30 to 44 characters of one monospace face across the page), two or
// three of them, of one height, one under the other. Rows are scored by their edge points; runs
// of rows well above the page's usual print are lines; the densest line and its like
// neighbours are the zone.

export interface Zone extends Box {
  /** The height of one line of the zone, in the picture's pixels. */
  lineHeight: number;
}

interface Line {
  top: number;
  bottom: number;
  mass: number;
}

export function findZone(edges: EdgePoints, width: number, height: number): Zone | null {
  const rows = new Float64Array(height);
  for (let index = 0; index < edges.count; index++) rows[edges.ys[index]!]!++;
  // A little smoothing, so a line's gaps between strokes do not split it.
  const smooth = rows.map((_, y) => ((rows[y - 1] ?? 0) + 2 * rows[y]! + (rows[y + 1] ?? 0)) / 4);
  const peak = Math.max(...smooth);
  if (peak < 8) return null;
  const lines: Line[] = [];
  let start = -1;
  for (let y = 0; y <= height; y++) {
    const on = y < height && smooth[y]! > peak * 0.3;
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      let mass = 0;
      for (let row = start; row < y; row++) mass += rows[row]!;
      if (y - start >= 3) lines.push({ top: start, bottom: y, mass });
      start = -1;
    }
  }
  if (lines.length === 0) return null;
  const densest = lines.reduce((best, line) => (line.mass > best.mass ? line : best));
  const alike = (line: Line) => {
    const ratio = (line.bottom - line.top) / (densest.bottom - densest.top);
    return ratio > 0.6 && ratio < 1.6 && line.mass > densest.mass * 0.45;
  };
  // Neighbours closer than two line heights, of the same height and density: the zone's other lines.
  const zone = [densest];
  const heightOf = densest.bottom - densest.top;
  for (
    let at = lines.indexOf(densest) - 1;
    at >= 0 && zone.length < 3 && zone[0]!.top - lines[at]!.bottom < heightOf * 2 && alike(lines[at]!);
    at--
  )
    zone.unshift(lines[at]!);
  for (
    let at = lines.indexOf(densest) + 1;
    at < lines.length && zone.length < 3 && lines[at]!.top - zone.at(-1)!.bottom < heightOf * 2 && alike(lines[at]!);
    at++
  )
    zone.push(lines[at]!);
  const top = zone[0]!.top;
  const bottom = zone.at(-1)!.bottom;
  // A single line found: its partner may have been fainter, so the band reaches a line further each way.
  const reach = zone.length === 1 ? heightOf * 2.2 : heightOf * 0.8;
  const xs: number[] = [];
  for (let index = 0; index < edges.count; index++) if (edges.ys[index]! >= top && edges.ys[index]! < bottom) xs.push(edges.xs[index]!);
  xs.sort((a, b) => a - b);
  const left = xs[Math.floor(xs.length * 0.01)] ?? 0;
  const right = xs[Math.floor(xs.length * 0.99)] ?? width;
  return {
    left: Math.max(0, left - heightOf * 1.5),
    right: Math.min(width, right + heightOf * 1.5),
    top: Math.max(0, top - reach),
    bottom: Math.min(height, bottom + reach),
    lineHeight: heightOf,
  };
}
