import sharp from "sharp";
import { findZone } from "../../components/ui/id-document/image/find-zone";
import { estimateSkew } from "../../components/ui/id-document/image/skew";
import { textEdgesOf } from "../../components/ui/id-document/image/text-edges";
import { binarize, otsuThreshold } from "../../components/ui/id-document/image/threshold";
import { shrink, uprightCrop } from "../../components/ui/id-document/image/warp";
import { cellsOf, charactersPerLine, withoutEdgeInk, zoneLinesIn } from "../../components/ui/id-document/image/zone-cells";
const file = process.argv[2]!;
const { data, info } = await sharp(file).resize({ width: 2400, height: 2400, fit: "inside", withoutEnlargement: true }).greyscale().raw().toBuffer({ resolveWithObject: true });
const gray = { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
const small = gray.width > 1200 ? shrink(gray, gray.width / 800) : gray;
const ratio = gray.width / small.width;
const tilt = estimateSkew(textEdgesOf(small), small.height);
const level = uprightCrop(small, tilt, { left: 0, top: 0, right: small.width, bottom: small.height }, 1);
const zone = findZone(textEdgesOf(level), level.width, level.height)!;
console.log("tilt", tilt, zone);
const box = { left: zone.left * ratio, top: zone.top * ratio, right: zone.right * ratio, bottom: zone.bottom * ratio };
const crop = uprightCrop(gray, tilt, box, Math.min(3, 36 / (zone.lineHeight * ratio)));
const binary = withoutEdgeInk(binarize(crop, otsuThreshold(crop)));
await sharp(Buffer.from(binary.data), { raw: { width: binary.width, height: binary.height, channels: 1 } }).png().toFile("/tmp/debug-zone.png");
const lines = zoneLinesIn(binary);
console.log(lines, charactersPerLine(lines));
const count = charactersPerLine(lines)!;
const line = lines[Number(process.argv[3] ?? 0)]!;
const cells = cellsOf(line, count);
const pick = (process.argv[4] ?? "0,1,2").split(",").map(Number);
for (const index of pick) { const cell = cells[index]!;
  let s = "";
  for (let y = Math.round(cell.top); y < cell.bottom; y += 1) {
    for (let x = Math.round(cell.left); x < cell.right; x += 1) s += binary.data[y * binary.width + x] === 0 ? "#" : ".";
    s += "\n";
  }
  console.log(index, "\n" + s);
}
