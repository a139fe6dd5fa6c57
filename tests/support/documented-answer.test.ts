import { describe, expect, it } from "vitest";
import { callRoute } from "./call-route";
import { assertDocumentedAnswer, type Answer } from "./documented-answer";

// The check every route test's answers go through (call-route.ts): planted mismatches must fail.

const CITIES = "/api/v1/reference/cities";
const DETAIL = "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2";
const CHECKOUT = "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2/rooms/c82ff2e2-0eb5-423f-98c0-f7b049ec6680/checkout";

function answer(options: { method?: string; path: string; status?: number; headers?: Record<string, string>; body: unknown }): Answer {
  return {
    method: options.method ?? "GET",
    path: options.path,
    status: options.status ?? 200,
    headers: new Headers({ "content-type": "application/json; charset=utf-8", "x-request-id": "req-1", ...options.headers }),
    text: JSON.stringify(options.body),
  };
}

const cities = (data: unknown[]) =>
  answer({ path: CITIES, headers: { "cache-control": "private, max-age=86400" }, body: { success: true, data } });
const notFound = { success: false, code: "NOT_FOUND", message: "Booking not found." };

describe("an answer checked against the OpenAPI document", () => {
  it("passes when the document declares its operation, status, headers and body", () => {
    expect(() => assertDocumentedAnswer(cities([{ code: "01", name: "Thành phố Hà Nội" }]))).not.toThrow();
    expect(() => assertDocumentedAnswer(answer({ path: `${DETAIL}?booking_id=HNCJM6F2`, status: 404, body: notFound }))).not.toThrow();
  });

  it("fails on a field the document does not declare, at any depth", () => {
    expect(() => assertDocumentedAnswer(cities([{ code: "01", name: "Hà Nội", population: 8 }]))).toThrow(
      /must NOT have additional properties.*population/,
    );
    expect(() => assertDocumentedAnswer(answer({ path: DETAIL, status: 404, body: { ...notFound, booking: "HNCJM6F2" } }))).toThrow(
      /additional properties/,
    );
  });

  it("fails on a field of the wrong type or a code the status does not have", () => {
    const unbalanced = { success: false, code: "BOOKING_CHECKOUT_UNBALANCED", message: "Pay first.", balance: 10 };
    const headers = { "content-type": "application/json" };
    expect(() => assertDocumentedAnswer(answer({ method: "POST", path: CHECKOUT, status: 422, headers, body: unbalanced }))).not.toThrow();
    expect(() =>
      assertDocumentedAnswer(answer({ method: "POST", path: CHECKOUT, status: 422, headers, body: { ...unbalanced, balance: "10" } })),
    ).toThrow(/body does not match/);
    expect(() => assertDocumentedAnswer(answer({ path: DETAIL, status: 404, body: { ...notFound, code: "GONE" } }))).toThrow(
      /body does not match/,
    );
  });

  it("fails on a status the operation does not declare", () => {
    expect(() => assertDocumentedAnswer(answer({ path: CITIES, status: 404, body: notFound }))).toThrow(/status 404 is not declared/);
    expect(() => assertDocumentedAnswer(answer({ path: DETAIL, status: 409, body: notFound }))).toThrow(/status 409 is not declared/);
  });

  it("fails on a header the answer does not declare, and without one it requires", () => {
    const replayedRead = answer({ path: DETAIL, status: 404, headers: { "idempotent-replayed": "true" }, body: notFound });
    expect(() => assertDocumentedAnswer(replayedRead)).toThrow(/header idempotent-replayed is not declared/);
    const withoutId = cities([]);
    withoutId.headers.delete("x-request-id");
    expect(() => assertDocumentedAnswer(withoutId)).toThrow(/required header x-request-id is missing/);
    const limited = { success: false, code: "RATE_LIMITED", message: "Later.", retry_after: 3 };
    expect(() => assertDocumentedAnswer(answer({ path: CITIES, status: 429, body: limited }))).toThrow(/retry-after is missing/);
    expect(() => assertDocumentedAnswer(answer({ path: CITIES, status: 429, headers: { "retry-after": "soon" }, body: limited }))).toThrow(
      /header Retry-After/,
    );
  });

  it("maps a call to its operation by method and path template, literal segments first", () => {
    const properties = answer({
      path: "/api/v1/properties/search?checkin_date=2026-03-10&checkout_date=2026-03-11",
      body: { success: true, data: [] },
    });
    expect(() => assertDocumentedAnswer(properties)).not.toThrow();
    expect(() => assertDocumentedAnswer(answer({ method: "PUT", path: DETAIL, status: 404, body: notFound }))).toThrow(
      /no PUT operation on \/properties\/\{tenant_id\}\/bookings\/\{booking_id\}/,
    );
  });

  it("lets a path that no operation has answer only 404 NOT_FOUND, and leaves the desk's endpoints alone", () => {
    const unknown = { success: false, code: "NOT_FOUND", message: "No such endpoint." };
    expect(() => assertDocumentedAnswer(answer({ path: "/api/v1/nothing/here", status: 404, body: unknown }))).not.toThrow();
    expect(() => assertDocumentedAnswer(answer({ path: "/api/v1/nothing/here", body: { success: true, data: [] } }))).toThrow(
      /only 404 NOT_FOUND/,
    );
    expect(() => assertDocumentedAnswer(answer({ path: "/api/desk/session", status: 418, body: {} }))).not.toThrow();
  });

  it("is applied to every answer a route test receives through callRoute", async () => {
    const planted = async () =>
      new Response(JSON.stringify({ success: true, data: [{ code: "01", name: "Hà Nội", planted: true }] }), {
        headers: { "content-type": "application/json", "x-request-id": "req-1", "cache-control": "private, max-age=86400" },
      });
    await expect(callRoute(planted, { path: CITIES })).rejects.toThrow(/additional properties.*planted/);
  });
});
