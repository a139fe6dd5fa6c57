import type { GrayImage } from "./gray-image";
import type { Box } from "./warp";

// The ink of a black-on-white picture as connected pieces (8-connected components, two passes
// with union-find): each printed character of the zone is one piece, or a few for a broken one;
// a security line is a long thin piece. Pieces are what the zone's lines are found from.

export interface InkBlob extends Box {
  /** Ink pixels in the piece. */
  pixels: number;
}

/** The ink's pieces, at most `limit` of them (a picture of noise is not worth more). */
export function inkBlobs(binary: GrayImage, limit = 60_000): InkBlob[] {
  const { width, height, data } = binary;
  const labels = new Int32Array(width * height);
  const parent: number[] = [0];
  const find = (label: number): number => {
    while (parent[label] !== label) {
      parent[label] = parent[parent[label]!]!;
      label = parent[label]!;
    }
    return label;
  };
  const join = (one: number, other: number) => {
    const a = find(one);
    const b = find(other);
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * width + x;
      if (data[at] !== 0) continue;
      // Neighbours already labelled: left, and the three above.
      const left = x > 0 ? labels[at - 1]! : 0;
      const upLeft = x > 0 && y > 0 ? labels[at - width - 1]! : 0;
      const up = y > 0 ? labels[at - width]! : 0;
      const upRight = x + 1 < width && y > 0 ? labels[at - width + 1]! : 0;
      let label = left || upLeft || up || upRight;
      if (label === 0) {
        if (parent.length > limit * 4) return [];
        label = parent.length;
        parent.push(label);
      } else {
        for (const other of [left, upLeft, up, upRight]) if (other && other !== label) join(label, other);
      }
      labels[at] = label;
    }
  }
  const byRoot = new Map<number, InkBlob>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const label = labels[y * width + x]!;
      if (label === 0) continue;
      const root = find(label);
      const blob = byRoot.get(root);
      if (blob) {
        blob.pixels++;
        if (x < blob.left) blob.left = x;
        if (x + 1 > blob.right) blob.right = x + 1;
        if (y + 1 > blob.bottom) blob.bottom = y + 1;
      } else {
        if (byRoot.size >= limit) return [...byRoot.values()];
        byRoot.set(root, { left: x, top: y, right: x + 1, bottom: y + 1, pixels: 1 });
      }
    }
  }
  return [...byRoot.values()];
}
