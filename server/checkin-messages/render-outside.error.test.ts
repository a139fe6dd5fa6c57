import { execFileSync } from "node:child_process";
import { describe, expect, it, vi } from "vitest";
import { captureLog } from "@/tests/support/capture-log";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { advanceClock, importBookings, messageRows, NOW, setUpMailbox } from "@/tests/support/checkin-message-delivery";
import { sendDueCheckinMessages } from "./send-due-checkin-messages";

// The e-mail renderer is a child process (render-outside.ts). When it cannot start or dies, the
// e-mails it was writing are tried again, and the log says, once at error level, that the
// renderer failed and how: never which guest.

const testDb = setUpTestDatabase();
const mailbox = setUpMailbox();

/** The renderer this test process started (a real process: found by its parent and its script). */
function rendererPid(): number | undefined {
  const children = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], { encoding: "utf8" }).split("\n");
  const line = children.find((row) => row.includes("render-process/main.ts"));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

const rendererErrors = (log: ReturnType<typeof captureLog>) => log.lines().filter((line) => line.name === "checkin-email-renderer" && line.level === "error");

describe("the e-mail renderer failing", () => {
  it("that cannot start: the e-mail is tried again, the log names the renderer and why, and the next attempt sends it", async () => {
    const smtp = mailbox();
    const db = testDb.db();
    await importBookings(db, [{ code: "SG000021", checkin: "today+1", email: "renderer.start@example.com" }]);
    // What a missing tsx does: Node exits before the renderer's first line, with code 1.
    vi.stubEnv("NODE_OPTIONS", "--require=/nonexistent/renderer-preload.cjs");
    const log = captureLog();
    try {
      expect((await sendDueCheckinMessages(db)).outcomes).toEqual({ retry: 1 });
    } finally {
      log.restore();
    }
    const [waiting] = await messageRows(db, "SG000021");
    expect(waiting).toMatchObject({ status: "scheduled", attempts: 1 });
    expect(waiting!.lastError).toMatch(/^the e-mail renderer \(server\/checkin-messages\/render-process\/main\.ts\) exited before it was ready \(code 1\)/);
    expect(rendererErrors(log)).toEqual([expect.objectContaining({ ready: false, msg: expect.stringContaining("render-process/main.ts) exited before it was ready (code 1)") })]);
    expect(log.text()).not.toMatch(/renderer\.start|Guest SG000021/);

    vi.stubEnv("NODE_OPTIONS", "");
    const before = smtp.files().length;
    advanceClock(NOW.add({ seconds: 61 }));
    expect((await sendDueCheckinMessages(db)).outcomes).toEqual({ sent: 1 });
    expect(smtp.files()).toHaveLength(before + 1);
    expect((await messageRows(db, "SG000021"))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("that dies while an e-mail waits for it: that e-mail is tried again, and the log says the renderer was killed", async () => {
    mailbox();
    const db = testDb.db();
    // The invitation sent starts the renderer; it is stopped, so the reminder's request waits in its channel, and killed.
    await importBookings(db, [{ code: "SG000022", checkin: "today+1", email: "renderer.killed@example.com" }]);
    expect((await sendDueCheckinMessages(db)).outcomes).toEqual({ sent: 1 });
    const reminder = (await messageRows(db, "SG000022"))[1]!;
    expect(reminder).toMatchObject({ kind: "reminder", status: "scheduled" });
    const pid = rendererPid()!;
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, "SIGSTOP");
    advanceClock(reminder.dueAt.toISOString());
    const log = captureLog();
    try {
      const sending = sendDueCheckinMessages(db);
      await expect.poll(async () => (await messageRows(db, "SG000022"))[1]!.status).toBe("sending");
      await new Promise((resolve) => setTimeout(resolve, 300));
      process.kill(pid, "SIGKILL");
      expect((await sending).outcomes).toEqual({ retry: 1 });
    } finally {
      log.restore();
    }
    expect((await messageRows(db, "SG000022"))[1]).toMatchObject({ status: "scheduled", attempts: 1, lastError: expect.stringMatching(/renderer.*exited \(SIGKILL\)/) });
    expect(rendererErrors(log)).toEqual([expect.objectContaining({ ready: true, msg: expect.stringContaining("exited (SIGKILL)") })]);
    expect(log.text()).not.toMatch(/renderer\.killed|Guest SG000022/);
  });
});
