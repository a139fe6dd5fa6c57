import { execFileSync } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rendererState } from "@/server/platform/metrics/renderer-state";
import { captureLog } from "@/tests/support/capture-log";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { advanceClock, importBookings, messageRows, setUpMailbox } from "@/tests/support/checkin-message-delivery";
import { sendDueCheckinMessages } from "./send-due-checkin-messages";

// The e-mail renderer holds 110-140 MB while e-mails fall due a few times an hour: one that has
// had nothing to write for CHECKIN_EMAIL_RENDERER_IDLE_MS ends, which is no failure (no error, not
// `down` in the metrics), and the next e-mail starts another.

const testDb = setUpTestDatabase();
const mailbox = setUpMailbox();
afterEach(() => vi.unstubAllEnvs());

/** The renderer this test process started (a real process: found by its parent and its script). */
function rendererPid(): number | undefined {
  const children = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], { encoding: "utf8" }).split("\n");
  const line = children.find((row) => row.includes("render-process/main.ts"));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

describe("the e-mail renderer with nothing to write", () => {
  it("ends after CHECKIN_EMAIL_RENDERER_IDLE_MS without a failure, and the next e-mail starts another", async () => {
    const smtp = mailbox();
    const db = testDb.db();
    vi.stubEnv("CHECKIN_EMAIL_RENDERER_IDLE_MS", "500");
    await importBookings(db, [{ code: "SG000031", checkin: "today+1", email: "renderer.idle@example.com" }]);
    const log = captureLog();
    try {
      expect((await sendDueCheckinMessages(db)).outcomes).toEqual({ sent: 1 });
      await expect.poll(rendererPid, { timeout: 15_000 }).toBeUndefined();
      expect(rendererState()).toBe("idle");

      const reminder = (await messageRows(db, "SG000031"))[1]!;
      advanceClock(reminder.dueAt.toISOString());
      expect((await sendDueCheckinMessages(db)).outcomes).toEqual({ sent: 1 });
      expect(smtp.files()).toHaveLength(2);
      expect(rendererState()).not.toBe("down");
    } finally {
      log.restore();
    }
    expect(log.lines().filter((line) => line.name === "checkin-email-renderer")).toEqual([]);
  }, 120_000); // two renderer starts, a few seconds each on a busy machine
});
