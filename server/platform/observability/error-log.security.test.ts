import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as update } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/update/route";
import { captureLog } from "@/tests/support/capture-log";
import { loadDemo } from "@/tests/support/demo";
import { postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { loggableError } from "./loggable-error";
import { logger } from "./logger";

// A failed statement carries the guest's data twice: drizzle lists the statement's parameters in
// its message, and PostgreSQL's detail quotes the failing row. Neither may reach the log, which
// must still say which request failed and why.

const testDb = setUpTestDatabase();
let log: ReturnType<typeof captureLog>;
beforeEach(async () => {
  await loadDemo(testDb.db());
  log = captureLog();
});
afterEach(() => log.restore());

const NAME = "Nguyễn Thị Bí Mật";
const IDENTITY = "0791900SECRET";

describe("errors in the log", () => {
  it("keeps a guest's name and identity number out of the log when the database refuses an Update Booking", async () => {
    // A constraint this insert violates, so that PostgreSQL's detail quotes the whole row.
    await testDb
      .db()
      .execute(sql.raw(`alter table guests add constraint guests_refuse_test check (identity is distinct from '${IDENTITY}')`));
    try {
      const answer = await postUpdateBooking(
        update,
        { bookingCode: "HNCJM6F2" },
        {
          rooms: [
            {
              id: "c82ff2e2-0eb5-423f-98c0-f7b049ec6680",
              guests: { method: "add", records: [{ name: NAME, identity: IDENTITY, id_type: "passport" }] },
            },
          ],
        },
        { headers: { "x-request-id": "req-log-leak-1" } },
      );
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ code: "BOOKING_001" });
    } finally {
      await testDb.db().execute(sql`alter table guests drop constraint guests_refuse_test`);
    }

    const written = log.text();
    for (const secret of [NAME, "Bí Mật", IDENTITY, JSON.stringify(NAME).slice(1, -1)]) expect(written).not.toContain(secret);
    const failure = log.lines().find((line) => line.msg === "unexpected error");
    expect(failure).toMatchObject({
      level: "error",
      request_id: "req-log-leak-1",
      err: {
        query: expect.stringContaining('insert into "guests"'),
        stack: expect.stringMatching(/^\s+at /),
        cause: {
          code: "23514",
          constraint: "guests_refuse_test",
          table: "guests",
          message: expect.stringContaining("violates check constraint"),
        },
      },
    });
    expect(log.lines().find((line) => line.msg === "request failed")).toMatchObject({ request_id: "req-log-leak-1", status: 500 });
  });

  it("removes the values PostgreSQL quotes in its messages, and drizzle's parameters from any message", () => {
    const cause = Object.assign(new Error(`invalid input syntax for type date: "${NAME}"`), {
      code: "22007",
      detail: `Failing row contains (${IDENTITY}).`,
    });
    const failed = Object.assign(new Error(`Failed query: select $1\nparams: ${NAME},${IDENTITY}`), {
      query: "select $1",
      params: [NAME, IDENTITY],
      cause,
    });
    const entry = loggableError(failed);
    expect(JSON.stringify(entry)).not.toMatch(/Bí Mật|SECRET/);
    expect(entry).toMatchObject({
      message: "Failed query",
      query: "select $1",
      cause: { code: "22007", message: 'invalid input syntax for type date: "…"' },
    });
    expect(loggableError(`Failed query: update guests set name = $1\nparams: ${NAME}`)).toEqual({
      message: "Failed query: update guests set name = $1",
    });
  });

  it("writes an error logged as err or as error through the same filter", () => {
    const leaky = new Error(`duplicate key value violates unique constraint "x": "${IDENTITY}"`);
    logger.error({ err: leaky }, "as err");
    logger.warn({ error: leaky.message }, "as a message");
    logger.error(leaky);
    expect(log.lines()).toHaveLength(3);
    expect(log.text()).not.toContain(IDENTITY);
    expect(log.text()).toContain("duplicate key value violates unique constraint");
  });
});
