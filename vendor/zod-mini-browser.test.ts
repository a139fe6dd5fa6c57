import fs from "node:fs";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { OUTPUT, TYPES, zodMiniBrowserSource, zodMiniBrowserTypes } from "@/scripts/build-zod-mini-browser";

// The browser's zod/mini (vendor/zod-mini-browser.js) must be today's output of its script,
// and the Update Booking schema built on it must judge every payload as the real package does.

const root = process.cwd();

async function loadSchema(browser: boolean) {
  vi.resetModules();
  if (browser) vi.doMock("zod/mini", () => import("./zod-mini-browser.js"));
  else vi.doUnmock("zod/mini");
  return (await import("@/server/bookings/update-booking/schema")).updateBookingSchema;
}

// The browser never shows zod's texts (the form translates issues by their code), and the
// vendored core installs no locale: everything else of an issue must be the same.
type Parse = { success: boolean; data?: unknown; error?: { issues: object[] } };
const judged = (result: Parse) =>
  JSON.stringify(
    result.success
      ? { data: result.data }
      : { issues: result.error!.issues.map(({ message: _message, ...issue }: { message?: string }) => issue) },
  );

const room = "0b0b7e62-8d9b-4b8a-9f2a-3c6a1f1e0a11";
const PAYLOADS: unknown[] = [
  {},
  null,
  "x",
  { extra: 1, notes: "a".repeat(1001) },
  { rooms: [{ id: "nope", status: "checked_out", bogus: 1 }] },
  {
    rooms: [
      {
        id: room,
        status: "checked_in",
        guests: {
          method: "put",
          records: [
            {
              id: 1.5,
              name: "  ",
              email: "bad",
              phone: "1".repeat(51),
              birthday: "2020-02-30",
              gender: "x",
              country: "vn",
              is_primary_guest: "yes",
            },
            {
              id: 3,
              name: " Ann ",
              email: "a@b.co",
              birthday: "1990-01-01T08:00:00Z",
              identity_issue_date: "2020-01-01",
              country: "VN",
              city: " Hà Nội ",
            },
          ],
        },
      },
    ],
  },
  {
    rooms: [
      {
        id: room,
        services: {
          method: "add",
          records: [
            { id: "SV0000000g", quantity: 0, price_per_unit: -1 },
            { id: "SV00000001", quantity: 1.5, price_per_unit: 0.1234567890123456 },
          ],
        },
      },
    ],
  },
  {
    payments: {
      method: "replace",
      records: [
        { amount: 100000, method: " cash ", paid_at: "2026-02-30 10:00:00" },
        { amount: 1e21, paid_at: "2026-01-01 25:00:00" },
      ],
    },
  },
  { invoice: { company: "x".repeat(256), tax_code: " 123 ", email: "x@y.z", foo: 1 } },
];

describe("vendor/zod-mini-browser.js", () => {
  it("is what scripts/build-zod-mini-browser.ts writes today (run `npm run build:zod-mini-browser` after changing the schema or zod)", async () => {
    expect(fs.readFileSync(OUTPUT, "utf8")).toBe(await zodMiniBrowserSource(root));
    expect(fs.readFileSync(TYPES, "utf8")).toBe(zodMiniBrowserTypes(root));
  });

  it("gives the Update Booking schema the same outputs and issues as zod/mini itself", async () => {
    const browser = await loadSchema(true);
    const server = await loadSchema(false);
    expect(browser).not.toBe(server);
    const same = (payload: unknown) => expect(judged(browser.safeParse(payload))).toBe(judged(server.safeParse(payload)));
    PAYLOADS.forEach(same);
    expect(judged(browser.safeParse(PAYLOADS[5]))).toContain('"code":"invalid_format"');
    fc.assert(
      fc.property(fc.anything(), fc.object(), (value, object) => {
        same({
          notes: value,
          invoice: object,
          rooms: [{ id: room, guests: { method: "add", records: [{ name: "x", phone: value, id: value }, object] } }],
        });
      }),
      { numRuns: 500 },
    );
  });
});
