import type { GrayImage } from "./gray-image";

// Two ways to make the zone's print black on white for the OCR. Otsu's single threshold suits an
// evenly lit page; where a lamp or a shadow falls across it, each pixel is compared with the
// mean of its neighbourhood instead (a local threshold, by an integral image so it costs the
// same for any window).

/** The threshold that best separates the picture's dark and light pixels (Otsu, 1979): a pixel at or below it is ink. */
export function otsuThreshold(gray: GrayImage): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of gray.data) histogram[value]!++;
  const total = gray.data.length;
  let sumAll = 0;
  for (let level = 0; level < 256; level++) sumAll += level * histogram[level]!;
  let best = 0;
  let bestVariance = -1;
  let weightDark = 0;
  let sumDark = 0;
  for (let level = 0; level < 256; level++) {
    weightDark += histogram[level]!;
    if (weightDark === 0) continue;
    const weightLight = total - weightDark;
    if (weightLight === 0) break;
    sumDark += level * histogram[level]!;
    const meanDark = sumDark / weightDark;
    const meanLight = (sumAll - sumDark) / weightLight;
    const variance = weightDark * weightLight * (meanDark - meanLight) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = level;
    }
  }
  return best;
}

/** Ink (at or below the threshold) black, the rest white. */
export function binarize(gray: GrayImage, threshold: number): GrayImage {
  const data = new Uint8ClampedArray(gray.data.length);
  for (let pixel = 0; pixel < data.length; pixel++) data[pixel] = gray.data[pixel]! <= threshold ? 0 : 255;
  return { width: gray.width, height: gray.height, data };
}

/**
 * Ink where a pixel is darker than the mean of the `window`-wide square around it by more than
 * `offset` levels: uneven light moves the mean with it.
 */
export function binarizeLocally(gray: GrayImage, window: number, offset: number): GrayImage {
  return thresholdByNeighbourhood(gray, window, false, (value, mean) => value < mean - offset);
}

/**
 * Sauvola's threshold (2000): ink where a pixel is darker than its neighbourhood's mean lowered
 * in proportion to how little the neighbourhood varies, `mean * (1 + k * (deviation / 128 - 1))`.
 * Flat paper or a flat table gives no ink however dim the light; print keeps its ink however
 * bright; a faint pattern on the paper, whose contrast is low, mostly stays paper.
 */
export function binarizeSauvola(gray: GrayImage, window: number, k = 0.25): GrayImage {
  return thresholdByNeighbourhood(gray, window, true, (value, mean, deviation) => value <= mean * (1 + k * (deviation / 128 - 1)));
}

/**
 * Each pixel judged against the mean (and, if asked, the standard deviation) of the
 * `window`-wide square around it, clipped at the picture's edges. Integral images of the values
 * and their squares give any square's sums in four lookups, so the window's size costs nothing.
 */
function thresholdByNeighbourhood(
  gray: GrayImage,
  window: number,
  withDeviation: boolean,
  isInk: (value: number, mean: number, deviation: number) => boolean,
): GrayImage {
  const { width, height } = gray;
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  const squares = withDeviation ? new Float64Array(stride * (height + 1)) : null;
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    let rowSquares = 0;
    for (let x = 0; x < width; x++) {
      const value = gray.data[y * width + x]!;
      rowSum += value;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + rowSum;
      if (squares) {
        rowSquares += value * value;
        squares[(y + 1) * stride + x + 1] = squares[y * stride + x + 1]! + rowSquares;
      }
    }
  }
  const half = Math.max(1, Math.floor(window / 2));
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - half);
    const bottom = Math.min(height, y + half + 1);
    const [above, below] = [top * stride, bottom * stride];
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - half);
      const right = Math.min(width, x + half + 1);
      const area = (bottom - top) * (right - left);
      const mean = (sums[below + right]! - sums[above + right]! - sums[below + left]! + sums[above + left]!) / area;
      let deviation = 0;
      if (squares) {
        const meanSquare = (squares[below + right]! - squares[above + right]! - squares[below + left]! + squares[above + left]!) / area;
        deviation = Math.sqrt(Math.max(0, meanSquare - mean * mean));
      }
      data[y * width + x] = isInk(gray.data[y * width + x]!, mean, deviation) ? 0 : 255;
    }
  }
  return { width, height, data };
}

/**
 * Ink strokes thinner than 3 px removed (a morphological opening: erode, then dilate, 3 x 3):
 * the fine curves of a passport's patterned paper that a threshold keeps go, the zone's
 * letters, whose strokes are some 5 px at the OCR's size, stay.
 */
export function withoutThinStrokes(binary: GrayImage): GrayImage {
  const { width, height } = binary;
  // 1 for ink; outside the picture counts as paper. A 3 x 3 erosion is a 3-wide one along the
  // rows, then along the columns (and so is the dilation): the same result, a few times faster.
  const ink = new Uint8Array(width * height);
  for (let pixel = 0; pixel < ink.length; pixel++) ink[pixel] = binary.data[pixel] === 0 ? 1 : 0;
  const eroded = spread(spread(ink, width, height, 1, "all"), width, height, width, "all");
  const opened = spread(spread(eroded, width, height, 1, "any"), width, height, width, "any");
  const data = new Uint8ClampedArray(width * height);
  for (let pixel = 0; pixel < data.length; pixel++) data[pixel] = opened[pixel] ? 0 : 255;
  return { width, height, data };
}

/** Each pixel and its two neighbours `step` apart (1: along the row, width: along the column): 1 where all (or any) of them are. */
function spread(ink: Uint8Array, width: number, height: number, step: number, rule: "all" | "any"): Uint8Array {
  const out = new Uint8Array(ink.length);
  const all = rule === "all";
  // Along the rows, the first and last pixel of each have a neighbour outside; along the columns, the first and last row.
  const lines = step === 1 ? height : width;
  const length = step === 1 ? width : height;
  const stride = step === 1 ? width : 1;
  for (let line = 0; line < lines; line++) {
    const first = line * stride;
    const last = first + (length - 1) * step;
    if (length === 1) {
      out[first] = all ? 0 : ink[first]!;
      continue;
    }
    out[first] = all ? 0 : ink[first]! | ink[first + step]!;
    out[last] = all ? 0 : ink[last]! | ink[last - step]!;
    if (all) for (let pixel = first + step; pixel < last; pixel += step) out[pixel] = ink[pixel - step]! & ink[pixel]! & ink[pixel + step]!;
    else for (let pixel = first + step; pixel < last; pixel += step) out[pixel] = ink[pixel - step]! | ink[pixel]! | ink[pixel + step]!;
  }
  return out;
}
