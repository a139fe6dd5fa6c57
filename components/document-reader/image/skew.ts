import type { EdgePoints } from "./text-edges";

// How far the zone's lines are tilted: the angle at which the print's edge points, summed along
// lines of that slope, stack into the sharpest rows (a projection profile, as document scanners
// do). Coarse steps over the range, then fine steps around the best.

/** The tilt in degrees (positive: lines go down to the right), within ±`maxDegrees`. */
export function estimateSkew(edges: EdgePoints, height: number, maxDegrees = 6): number {
  const profile = new Float64Array(height * 3);
  const { xs, ys, count } = edges;
  const sharpness = (degrees: number) => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    profile.fill(0);
    for (let index = 0; index < count; index++) {
      // Math.round(v) + height, as floor(v + 0.5 + height): one call fewer.
      const row = Math.floor(ys[index]! - xs[index]! * slope + 0.5) + height;
      if (row >= 0 && row < profile.length) profile[row]!++;
    }
    let sum = 0;
    for (let row = 0; row < profile.length; row++) sum += profile[row]! * profile[row]!;
    return sum;
  };
  let best = 0;
  let bestScore = -1;
  const search = (from: number, to: number, step: number) => {
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const score = sharpness(degrees);
      if (score > bestScore) {
        bestScore = score;
        best = degrees;
      }
    }
  };
  search(-maxDegrees, maxDegrees, 0.5);
  const coarse = best;
  search(coarse - 0.4, coarse + 0.4, 0.1);
  return Math.round(best * 10) / 10;
}
