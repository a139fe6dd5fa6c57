// Reads QR codes from a picture in the browser: the platform's BarcodeDetector where the phone
// has one (Android Chrome, Safari 17+ on macOS), else jsQR, loaded only when first needed.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = { new (options: { formats: string[] }): BarcodeDetectorLike; getSupportedFormats(): Promise<string[]> };

let detector: Promise<BarcodeDetectorLike | null> | undefined;

function platformDetector(): Promise<BarcodeDetectorLike | null> {
  detector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      return (await Detector.getSupportedFormats()).includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : null;
    } catch {
      return null;
    }
  })();
  return detector;
}

/** Starts loading the fallback decoder now, so the first frame does not wait for it. */
export function preloadQrDecoder(): void {
  void platformDetector().then((platform) => (platform ? undefined : import("jsqr")));
}

/** The text of the first QR code found in the canvas, or null. */
export async function decodeQr(canvas: HTMLCanvasElement): Promise<string | null> {
  const platform = await platformDetector();
  if (platform) {
    const found = await platform.detect(canvas).catch(() => []);
    return found[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import("jsqr");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: "dontInvert" })?.data ?? null;
}
