import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
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

const rendererErrors = (log: ReturnType<typeof captureLog>) =>
  log.lines().filter((line) => line.name === "checkin-email-renderer" && line.level === "error");
// Error the first time, warnings while no renderer has started since (an earlier case's renderer may have failed last).
const rendererFailures = (log: ReturnType<typeof captureLog>) =>
  log.lines().filter((line) => line.name === "checkin-email-renderer" && (line.level === "error" || line.level === "warn"));

/** One pass of the sender with the log captured, under `env` (the renderer's start reads it), restored after. */
async function passLogged(db: ReturnType<typeof testDb.db>, env: Record<string, string> = {}) {
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  const log = captureLog();
  try {
    return { outcomes: (await sendDueCheckinMessages(db)).outcomes, log };
  } finally {
    log.restore();
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe("the e-mail renderer failing", () => {
  it("that cannot start: the e-mail is tried again, the log names the renderer and why, and the next attempt sends it", async () => {
    const smtp = mailbox();
    const db = testDb.db();
    await importBookings(db, [{ code: "SG000021", checkin: "today+1", email: "renderer.start@example.com" }]);
    // What a missing tsx does: Node exits before the renderer's first line, with code 1.
    const { outcomes, log } = await passLogged(db, { NODE_OPTIONS: "--require=/nonexistent/renderer-preload.cjs" });
    expect(outcomes).toEqual({ retry: 1 });
    const [waiting] = await messageRows(db, "SG000021");
    expect(waiting).toMatchObject({ status: "scheduled", attempts: 1 });
    expect(waiting!.lastError).toMatch(
      /^the e-mail renderer \(server\/checkin-messages\/render-process\/main\.ts\) exited before it was ready \(code 1\)/,
    );
    expect(rendererErrors(log)).toEqual([
      expect.objectContaining({
        ready: false,
        msg: expect.stringContaining("render-process/main.ts) exited before it was ready (code 1)"),
      }),
    ]);
    expect(log.text()).not.toMatch(/renderer\.start|Guest SG000021/);

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
    expect((await messageRows(db, "SG000022"))[1]).toMatchObject({
      status: "scheduled",
      attempts: 1,
      lastError: expect.stringMatching(/renderer.*exited \(SIGKILL\)/),
    });
    expect(rendererErrors(log)).toEqual([expect.objectContaining({ ready: true, msg: expect.stringContaining("exited (SIGKILL)") })]);
    expect(log.text()).not.toMatch(/renderer\.killed|Guest SG000022/);
  });

  it("that hangs before it is ready: it is killed after its time, the e-mail is tried again, and the log says so", async () => {
    mailbox();
    const db = testDb.db();
    await importBookings(db, [{ code: "SG000023", checkin: "today+1", email: "renderer.hung@example.com" }]);
    // A preload that never returns: the renderer's process runs, but never says it is ready.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "renderer-hang-"));
    const hang = path.join(folder, "hang.cjs");
    fs.writeFileSync(hang, "Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);\n");
    const { outcomes, log } = await passLogged(db, { NODE_OPTIONS: `--require=${hang}`, CHECKIN_EMAIL_RENDER_TIMEOUT_MS: "1500" }).finally(
      () => fs.rmSync(folder, { recursive: true, force: true }),
    );
    expect(outcomes).toEqual({ retry: 1 });
    expect(rendererPid()).toBeUndefined();
    expect((await messageRows(db, "SG000023"))[0]).toMatchObject({
      status: "scheduled",
      attempts: 1,
      lastError: expect.stringMatching(/renderer.*did not start within 1500 ms and was killed/),
    });
    expect(rendererFailures(log)).toEqual([
      expect.objectContaining({ ready: false, msg: expect.stringContaining("did not start within 1500 ms") }),
    ]);
    expect(log.text()).not.toMatch(/renderer\.hung|Guest SG000023/);
  });

  it("that stops answering while it writes an e-mail: it is killed after its time, and that e-mail is tried again", async () => {
    mailbox();
    const db = testDb.db();
    await importBookings(db, [{ code: "SG000024", checkin: "today+1", email: "renderer.stuck@example.com" }]);
    expect((await sendDueCheckinMessages(db)).outcomes).toEqual({ sent: 1 });
    const reminder = (await messageRows(db, "SG000024"))[1]!;
    const pid = rendererPid()!;
    process.kill(pid, "SIGSTOP");
    advanceClock(reminder.dueAt.toISOString());
    const { outcomes, log } = await passLogged(db, { CHECKIN_EMAIL_RENDER_TIMEOUT_MS: "1500" });
    expect(outcomes).toEqual({ retry: 1 });
    expect(rendererPid()).toBeUndefined();
    expect((await messageRows(db, "SG000024"))[1]).toMatchObject({
      status: "scheduled",
      attempts: 1,
      lastError: expect.stringMatching(/renderer.*did not write an e-mail within 1500 ms and was killed/),
    });
    expect(rendererErrors(log)).toEqual([
      expect.objectContaining({ ready: true, msg: expect.stringContaining("did not write an e-mail within 1500 ms") }),
    ]);
  });
});
