import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { identityImages } from "@/server/platform/db/schema";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as getImage } from "@/app/api/v1/files/identity-images/[key]/route";
import { POST } from "./route";

const testDb = setUpTestDatabase();
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";
const IMAGE_FIELD = "rooms[0][guests][records][0][identity_image][]";
let storageDir = "";

beforeAll(() => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "identity-images-"));
  process.env.FILE_STORAGE_DIR = storageDir;
});
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));
beforeEach(() => loadDemo(testDb.db()));

const guestData = {
  rooms: [
    {
      id: ROOM_201,
      guests: { method: "add", records: [{ name: "Kim Ji-woo", id_type: "passport", identity: "M12345678", country: "KR" }] },
    },
  ],
};

/** A phone photo: 1200x800, EXIF orientation 6 (taken sideways) and a camera make. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "PhoneMaker", Model: "X1" } } })
    .toBuffer();
}

/** A tiny PNG that claims 50,000 x 50,000 pixels (7.5 GB once decoded): a decompression bomb. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, "ascii"), data])));
    return Buffer.concat([length, Buffer.from(type, "ascii"), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(64 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function storedFiles(): string[] {
  return fs.existsSync(storageDir)
    ? fs
        .readdirSync(storageDir, { recursive: true })
        .map(String)
        .filter((name) => !name.startsWith("."))
    : [];
}

async function fetchSigned(url: string) {
  const parsed = new URL(url, "http://localhost");
  const key = decodeURIComponent(parsed.pathname.split("/").at(-1)!);
  const response = await getImage(new Request(parsed), { params: Promise.resolve({ key }) } as never);
  return { status: response.status, type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("Update Booking: identity images", () => {
  it("accepts a real JPEG and PNG, rotates and strips EXIF, and serves them by signed URL only", async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const answer = await postUpdateBooking(POST, { bookingCode: "HNCJM6F2" }, guestData, {
      files: [
        { field: IMAGE_FIELD, bytes: await phonePhoto(), filename: "front.jpg", type: "image/jpeg" },
        { field: IMAGE_FIELD, bytes: png, filename: "back.png", type: "image/png" },
      ],
    });
    expect(answer.status).toBe(200);
    const urls: string[] = answer.body.data.booking_rooms[0].guests[0].identity_image_urls;
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/^\/api\/v1\/files\/identity-images\/[^?]+\?expires=\d+&to=api_key%3A[0-9a-f-]{36}&signature=/);

    const front = await fetchSigned(urls[0]!);
    expect(front.status).toBe(200);
    expect(front.type).toBe("image/jpeg");
    const metadata = await sharp(front.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([800, 1200]);
    expect((await fetchSigned(urls[1]!)).type).toBe("image/png");

    // The signature's first character changed (to another one, whatever it was).
    const tampered = urls[0]!.replace(/signature=(.)/, (_, first: string) => `signature=${first === "A" ? "B" : "A"}`);
    expect((await fetchSigned(tampered)).status).toBe(403);
  });

  it.each([
    ["a text file named .jpg", async () => [{ field: IMAGE_FIELD, bytes: Buffer.from("just some text, not a photo"), filename: "id.jpg" }]],
    ["a 4th image", async () => Array.from({ length: 4 }, () => ({ field: IMAGE_FIELD, bytes: Buffer.from([0xff, 0xd8, 0xff]) }))],
    [
      "a 6 MB file",
      async () => [{ field: IMAGE_FIELD, bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]) }],
    ],
    ["a decompression bomb", async () => [{ field: IMAGE_FIELD, bytes: pngBomb(50_000, 50_000), filename: "bomb.png", type: "image/png" }]],
  ])("refuses %s with 422 on the guest's identity_image and stores nothing", async (_name, makeFiles) => {
    const files = await makeFiles();
    const filesBefore = storedFiles();
    const answer = await postUpdateBooking(POST, { bookingCode: "HNCJM6F2" }, guestData, { files });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(["rooms.0.guests.records.0.identity_image"]);
    expect(await testDb.db().select().from(identityImages)).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("removes the photos it stored when a later step refuses the request", async () => {
    const filesBefore = storedFiles();
    // The guest and photo pass their checks and are written; the invoice then finds no primary
    // guest in the first room (201) and the whole request is refused.
    const answer = await postUpdateBooking(
      POST,
      { bookingCode: "HNCJM6F2" },
      { rooms: [{ id: "9cbac674-2b87-4889-a07b-6f738de6b870", guests: guestData.rooms[0]!.guests }], invoice: { company: "ACME" } },
      { files: [{ field: IMAGE_FIELD, bytes: await phonePhoto() }] },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe("INVOICE_NO_PRIMARY_GUEST");
    expect(await testDb.db().select().from(identityImages)).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("refuses a declared 200 MB body before reading it", async () => {
    const answer = await callRoute(POST, {
      method: "POST",
      path: "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2/update",
      params: { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2" },
      token: DEMO_KEYS.all,
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(200 * 1024 * 1024) },
      body: "--x--",
    });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("replays a retried upload with the same Idempotency-Key instead of adding the guest twice", async () => {
    const files = [{ field: IMAGE_FIELD, bytes: await phonePhoto() }];
    const headers = { "idempotency-key": "checkin-HNCJM6F2-1" };
    const first = await postUpdateBooking(POST, { bookingCode: "HNCJM6F2" }, guestData, { files, headers });
    const retry = await postUpdateBooking(POST, { bookingCode: "HNCJM6F2" }, guestData, { files, headers });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body.data.booking_rooms[0].guests).toHaveLength(1);
    expect(await testDb.db().select().from(identityImages)).toHaveLength(1);
    const other = await postUpdateBooking(POST, { bookingCode: "HNCJM6F2" }, { notes: "different" }, { headers });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});
