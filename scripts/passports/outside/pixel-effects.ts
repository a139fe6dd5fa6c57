import { randomFromSeed } from "./seeded-random";

// Effects a phone's pipeline adds pixel by pixel: sensor noise in low light (grey and colour),
// and the unsharp mask that phones apply, which leaves light halos beside dark strokes.

export function addSensorNoise(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  noise: { sigma: number; chroma: number },
  seed: number,
) {
  const random = randomFromSeed(seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const image = context.getImageData(0, 0, width, height);
  const data = image.data;
  for (let at = 0; at < data.length; at += 4) {
    const grey = gaussian() * noise.sigma;
    for (let channel = 0; channel < 3; channel++) data[at + channel] = data[at + channel]! + grey + gaussian() * noise.sigma * noise.chroma;
  }
  context.putImageData(image, 0, 0);
}

export function sharpenLikeAPhone(
  context: CanvasRenderingContext2D,
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
  sharpen: { amount: number; radiusPx: number },
) {
  const soft = document.createElement("canvas");
  [soft.width, soft.height] = [width, height];
  const softContext = soft.getContext("2d", { willReadFrequently: true })!;
  softContext.filter = `blur(${sharpen.radiusPx}px)`;
  softContext.drawImage(canvas, 0, 0);
  const blurred = softContext.getImageData(0, 0, width, height).data;
  const image = context.getImageData(0, 0, width, height);
  const data = image.data;
  for (let at = 0; at < data.length; at++) {
    if (at % 4 === 3) continue;
    data[at] = data[at]! + sharpen.amount * (data[at]! - blurred[at]!);
  }
  context.putImageData(image, 0, 0);
}
