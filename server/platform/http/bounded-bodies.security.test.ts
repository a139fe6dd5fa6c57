import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as signIn } from "@/app/api/desk/session/route";
import { POST as update } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/update/route";
import { POST as checkOut } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { POST as changeRate } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/rate/route";
import { UPDATE_BOOKING_LIMITS } from "@/server/bookings/update-booking/parse-update-request";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { LINGER_BYTES } from "./discard-refused-body";
import { MAX_JSON_BODY_BYTES, readJsonBody } from "./read-json-body";

// A body is kept up to its cap and no further: a caller that sends without end, or declares a
// length and sends more, gets 413 PAYLOAD_TOO_LARGE as soon as the cap is crossed. What it still
// sends is read and dropped for a bounded while, so it hears the answer, and then the stream is
// cancelled (discard-refused-body.ts).

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const CHUNK = 64 * 1024;

/** A body that never ends; `pulled` counts the chunks read from it, `cancelled` says whether it was cancelled. */
function endlessBody(chunk: Uint8Array = new Uint8Array(CHUNK).fill(0x20)) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.pulled++;
        controller.enqueue(chunk);
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

async function post(
  handler: Handler,
  path: string,
  params: Record<string, string>,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
) {
  const request = new Request(new URL(path, "http://localhost"), { method: "POST", headers, body, duplex: "half" } as RequestInit);
  const response = await handler(request, { params: Promise.resolve(params) as Promise<never> });
  return { status: response.status, body: JSON.parse(await response.text()) as Record<string, unknown> };
}

const ROOM = { tenant_id: "hanoi-old-quarter", booking_id: "HNZK3NJ6", room_id: "9da91400-4884-4306-a8d9-393a2496ad45" };
const roomPath = (operation: string) =>
  `/api/v1/properties/${ROOM.tenant_id}/bookings/${ROOM.booking_id}/rooms/${ROOM.room_id}/${operation}`;
const json = { authorization: `Bearer ${DEMO_KEYS.all}`, "content-type": "application/json" };

/** The endless body is cancelled once the dropped rest passes the linger bound: never read without end. */
async function expectCancelledAfterLinger(state: { pulled: number; cancelled: boolean }, keptBytes: number, chunkBytes = CHUNK) {
  await vi.waitFor(() => expect(state.cancelled).toBe(true));
  expect(state.pulled * chunkBytes).toBeLessThanOrEqual(keptBytes + LINGER_BYTES + 2 * chunkBytes);
}

async function expectRefusedAt(
  answer: { status: number; body: Record<string, unknown> },
  state: { pulled: number; cancelled: boolean },
  capBytes: number,
) {
  expect(answer.status).toBe(413);
  expect(answer.body).toEqual({ success: false, code: "PAYLOAD_TOO_LARGE", message: expect.any(String) });
  await expectCancelledAfterLinger(state, capBytes);
}

describe("bounded request bodies", () => {
  it("refuses an endless JSON body to a room operation at 1 MB and cancels the stream", async () => {
    const { stream, state } = endlessBody();
    const before = await writableState(testDb.db());
    const answer = await post(checkOut, roomPath("checkout"), ROOM, stream, json);
    await expectRefusedAt(answer, state, MAX_JSON_BODY_BYTES);
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("refuses an endless body sent with an Idempotency-Key instead of buffering it whole for the fingerprint", async () => {
    const { stream, state } = endlessBody();
    const answer = await post(changeRate, roomPath("rate"), ROOM, stream, { ...json, "idempotency-key": "endless-1" });
    await expectRefusedAt(answer, state, MAX_JSON_BODY_BYTES);
  });

  it("refuses a body whose Content-Length is a lie (10 declared, no end sent)", async () => {
    const { stream, state } = endlessBody();
    const answer = await post(changeRate, roomPath("rate"), ROOM, stream, { ...json, "content-length": "10" });
    await expectRefusedAt(answer, state, MAX_JSON_BODY_BYTES);
  });

  it("refuses a declared Content-Length over the cap before reading a byte", async () => {
    const { stream, state } = endlessBody();
    const answer = await post(changeRate, roomPath("rate"), ROOM, stream, { ...json, "content-length": String(MAX_JSON_BODY_BYTES + 1) });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe("PAYLOAD_TOO_LARGE");
    await expectCancelledAfterLinger(state, 0);
  });

  it("refuses an endless JSON Update Booking at the data part's cap", async () => {
    const { stream, state } = endlessBody();
    const params = { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2" };
    const answer = await post(update, "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2/update", params, stream, json);
    await expectRefusedAt(answer, state, UPDATE_BOOKING_LIMITS.maxFieldBytes);
  });

  it("refuses an endless multipart Update Booking at the upload cap", async () => {
    const { stream, state } = endlessBody(new Uint8Array(CHUNK).fill(0x61));
    const params = { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2" };
    const headers = { authorization: `Bearer ${DEMO_KEYS.all}`, "content-type": "multipart/form-data; boundary=xyz" };
    const answer = await post(update, "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2/update", params, stream, headers);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe("PAYLOAD_TOO_LARGE");
    await expectCancelledAfterLinger(state, UPDATE_BOOKING_LIMITS.maxBodyBytes);
  });

  it("refuses an endless desk sign-in at 16 KB, before anything is hashed", async () => {
    const { stream, state } = endlessBody(new Uint8Array(1024).fill(0x20));
    const request = new Request("http://localhost/api/desk/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const response = await signIn(request);
    expect(response.status).toBe(413);
    expect(JSON.parse(await response.text())).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
    await expectCancelledAfterLinger(state, 16 * 1024, 1024);
  });

  it("reads a body that is just under the cap", async () => {
    const text = JSON.stringify({ padding: "x".repeat(MAX_JSON_BODY_BYTES - 20) });
    const request = new Request("http://localhost/", { method: "POST", headers: { "content-type": "application/json" }, body: text });
    expect(((await readJsonBody(request)) as { padding: string }).padding).toHaveLength(MAX_JSON_BODY_BYTES - 20);
  });
});
