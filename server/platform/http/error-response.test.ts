import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorResponse } from "./error-response";
import { InvalidRoomStatusError, NotFoundError, UnreadableRequestError, ValidationError } from "@/server/domain/errors";
import { readJsonBody } from "./read-json-body";

async function read(response: Response) {
  return { status: response.status, body: JSON.parse(await response.text()), headers: response.headers };
}

describe("errorResponse: the one mapping of errors to the contract's envelopes", () => {
  it("turns an unexpected error into 500 BOOKING_001 without its message or stack", async () => {
    const answer = await read(errorResponse(new Error("secret database detail"), "req-1"));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ success: false, code: "BOOKING_001", message: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toContain("secret database detail");
    expect(JSON.stringify(answer.body)).not.toContain("at ");
    expect(answer.headers.get("x-request-id")).toBe("req-1");
  });

  it("turns a lost database (wrapped by the query layer) into a retryable 503", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const restarting = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    for (const cause of [refused, restarting, new Error("Connection terminated unexpectedly")]) {
      const answer = await read(errorResponse(new Error("Failed query: select 1", { cause }), "req-2"));
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ success: false, code: "SERVICE_UNAVAILABLE", message: expect.any(String) });
      expect(answer.headers.get("retry-after")).toBe("2");
    }
    const constraint = Object.assign(new Error("duplicate key"), { code: "23505" });
    expect((await read(errorResponse(new Error("Failed query", { cause: constraint }), "req-3"))).status).toBe(500);
  });

  it("gives a coded error its extra fields at the top level", async () => {
    const answer = await read(errorResponse(new InvalidRoomStatusError("No.", "reserved", "in_progress"), "r"));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      success: false,
      code: "BOOKING_ROOM_INVALID_STATUS",
      message: "No.",
      checkin_status: "reserved",
      booking_status: "in_progress",
    });
    expect((await read(errorResponse(new NotFoundError(), "r"))).status).toBe(404);
  });

  it("keys zod issues by dot path in the validation envelope", async () => {
    const schema = z.object({ rooms: z.array(z.object({ guests: z.object({ records: z.array(z.object({ email: z.email() })) }) })) });
    const parsed = schema.safeParse({ rooms: [{ guests: { records: [{ email: "a@b.co" }, { email: "nope" }] } }] });
    const answer = await read(errorResponse(parsed.error, "r"));
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(["rooms.0.guests.records.1.email"]);
    expect(answer.body.message).toEqual(expect.any(String));
    const single = await read(errorResponse(ValidationError.field("room_id", "Not a room of this booking."), "r"));
    expect(single.body).toEqual({ success: false, message: expect.any(String), errors: { room_id: ["Not a room of this booking."] } });
  });

  it("refuses an unreadable body with 400 BOOKING_001", async () => {
    const malformed = new Request("http://x/", { method: "POST", body: "{oops", headers: { "content-type": "application/json" } });
    await expect(readJsonBody(malformed)).rejects.toBeInstanceOf(UnreadableRequestError);
    const wrongType = new Request("http://x/", { method: "POST", body: "a=1", headers: { "content-type": "text/plain" } });
    const error = await readJsonBody(wrongType).catch((e: unknown) => e);
    expect((await read(errorResponse(error, "r"))).body).toMatchObject({ code: "BOOKING_001" });
    expect((await read(errorResponse(error, "r"))).status).toBe(400);
    const empty = new Request("http://x/", { method: "POST" });
    expect(await readJsonBody(empty)).toEqual({});
  });
});
