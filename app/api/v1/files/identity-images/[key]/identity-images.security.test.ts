import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { guests, identityImages } from "@/server/platform/db/schema";
import { freezeClock } from "@/server/domain/clock";
import { signIdentityImageUrl } from "@/server/platform/files/signed-file-urls";
import { loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET } from "./route";

// An ID photo is served on our own origin. Whatever the store hands back (a bucket object can be
// relabelled by anyone who can write to the bucket), only a checked image type may render there:
// HTML or SVG shown inline would run as our page. And no cache may keep a guest's passport.

const testDb = setUpTestDatabase();
/** The bucket's objects as an S3-compatible store returns them: body and Content-Type. */
const objects = new Map<string, { body: string; contentType: string }>();
let bucket: http.Server;

beforeAll(async () => {
  bucket = http.createServer((request, response) => {
    const object = objects.get(decodeURIComponent(request.url!.split("?")[0]!));
    if (!object) return void response.writeHead(404, { "content-type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
    response.writeHead(200, { "content-type": object.contentType, "content-length": Buffer.byteLength(object.body) }).end(object.body);
  });
  await new Promise<void>((resolve) => bucket.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  freezeClock(undefined);
  await new Promise((resolve) => bucket.close(resolve));
});
beforeEach(async () => {
  await loadDemo(testDb.db());
  objects.clear();
  vi.stubEnv("S3_BUCKET", "photos");
  vi.stubEnv("S3_ENDPOINT", `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`);
  vi.stubEnv("S3_FORCE_PATH_STYLE", "true");
  vi.stubEnv("AWS_ACCESS_KEY_ID", "test");
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", "test");
});

/** An ID photo of a demo guest whose stored object answers with `contentType`; its signed URL. */
async function storedPhoto(extension: "jpg" | "png", contentType: string, body = "bytes"): Promise<string> {
  const [guest] = await testDb
    .db()
    .select({ id: guests.id, propertyId: guests.propertyId })
    .from(guests)
    .where(eq(guests.propertyId, "hanoi-old-quarter"))
    .limit(1);
  const storageKey = `${randomUUID()}.${extension}`;
  await testDb
    .db()
    .insert(identityImages)
    .values({
      propertyId: guest!.propertyId,
      guestId: guest!.id,
      storageKey,
      contentType: extension === "png" ? "image/png" : "image/jpeg",
      byteSize: body.length,
      width: 1,
      height: 1,
    });
  objects.set(`/photos/identity-images/${storageKey}`, { body, contentType });
  return signIdentityImageUrl(storageKey, { issuedTo: "api_key:test" });
}

async function fetchPhoto(url: string): Promise<Response> {
  const parsed = new URL(url, "http://localhost");
  return GET(new Request(parsed), { params: Promise.resolve({ key: decodeURIComponent(parsed.pathname.split("/").at(-1)!) }) });
}

describe("serving an ID photo", () => {
  it("shows a checked JPEG or PNG inline, and no cache may keep it", async () => {
    for (const [extension, type] of [
      ["jpg", "image/jpeg"],
      ["png", "image/png"],
    ] as const) {
      const answer = await fetchPhoto(await storedPhoto(extension, type));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe(type);
      expect(answer.headers.get("content-disposition")).toBe("inline");
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("makes an object relabelled as HTML or SVG a download, so it cannot run as our page", async () => {
    for (const type of ["text/html", "image/svg+xml", "application/octet-stream"]) {
      const answer = await fetchPhoto(await storedPhoto("jpg", type, "<script>alert(document.cookie)</script>"));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-disposition")).toBe("attachment");
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});
