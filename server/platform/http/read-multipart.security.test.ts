import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as postUpdate } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/update/route";
import { POST } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/identity-images/route";

// A multipart body cut short (a phone that lost its signal mid-upload, or a client that stops on
// purpose) is a 400 in the contract's envelope, not an exception nobody catches: busboy destroys
// the unfinished file part with an error, and an error without a listener is an
// uncaughtException, logged (with whatever it carries) once per such request.

const testDb = setUpTestDatabase();
const BOOKING = "HNCJM6F2";

beforeEach(() => loadDemo(testDb.db()));

let photo: Buffer | undefined;
const idPhoto = async () =>
  (photo ??= await sharp({ create: { width: 600, height: 400, channels: 3, background: "#d2bea0" } })
    .jpeg()
    .toBuffer());

/** Errors thrown where nothing catches them, while a test runs. */
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => void uncaught.push(error);
beforeEach(() => {
  uncaught.length = 0;
  process.prependListener("uncaughtException", onUncaught);
});
afterEach(() => void process.removeListener("uncaughtException", onUncaught));

/** A multipart body whose file part never meets its closing boundary (the client stopped mid-upload, or lied). */
async function truncatedMultipart(field: string): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = "----cut-short-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="front.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    body: new Uint8Array(Buffer.concat([Buffer.from(head), await idPhoto()])),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Lets the streams' destroy callbacks (process.nextTick, setImmediate) run before the test looks. */
const drained = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("a multipart body without its closing boundary", () => {
  it("is a 400 BOOKING_001 on Stage an ID photo, and nothing is thrown uncaught", async () => {
    const { body, contentType } = await truncatedMultipart("file");
    const answer = await callRoute(POST, {
      method: "POST",
      path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}/identity-images`,
      params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING },
      token: DEMO_KEYS.all,
      headers: { "content-type": contentType },
      body,
    });
    await drained();
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: "BOOKING_001" });
    expect(uncaught).toEqual([]);
  });

  it("is a 400 BOOKING_001 on Update Booking, and nothing is thrown uncaught", async () => {
    const { body, contentType } = await truncatedMultipart("rooms[0][guests][records][0][identity_image][]");
    const answer = await callRoute(postUpdate, {
      method: "POST",
      path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}/update`,
      params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING },
      token: DEMO_KEYS.all,
      headers: { "content-type": contentType },
      body,
    });
    await drained();
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: "BOOKING_001" });
    expect(uncaught).toEqual([]);
  });
});
