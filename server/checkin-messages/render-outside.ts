import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { logger } from "@/server/platform/observability/logger";
import { recordHeartbeat } from "@/server/platform/metrics/heartbeats";
import { rendererFailed, rendererIdle, rendererReady } from "@/server/platform/metrics/renderer-state";
import type { CheckinEmailInput, RenderedCheckinEmail } from "./email/checkin-email-input";

type Reply = { id: number; rendered?: RenderedCheckinEmail; error?: string; ready?: boolean };

// The renderer's own failures, never a guest's data: its exit code or signal, or why it could not start.
const log = logger.child({ name: "checkin-email-renderer" });
const MAIN = "server/checkin-messages/render-process/main.ts";

/** A renderer started and ready, and how to end it (a renderer that hangs is killed: `stop`). */
interface Renderer {
  process: ChildProcess;
  stop: (cause: string) => void;
}

let child: Promise<Renderer> | undefined;
// Set once a renderer failed, until one starts: the first failure is an error an operator must
// see; each restart that fails again (one per batch of due e-mails) is a warning, not a flood.
let failing = false;
let nextId = 0;
const pending = new Map<number, { resolve: (rendered: RenderedCheckinEmail) => void; reject: (error: Error) => void }>();

/**
 * Renders an e-mail (email/render-checkin-email.ts) in a child process of plain Node: the
 * app's server code is bundled under the react-server condition, where react-dom/server (which
 * React Email renders with) does not exist, and `npm run worker` runs under it too. One child per
 * process, started on first use through tsx (installed wherever the worker runs), started again
 * if it dies, ended when it has had nothing to write for a while (rendererIdleMs); requests
 * wait for it. The input holds no secret beyond the links the e-mail carries.
 * If it dies, cannot start, or does not answer in time (renderTimeoutMs: a hung renderer would
 * hold the sender forever), the e-mails it was writing fail with an error naming it, and are
 * tried again like any failed send (send-checkin-message.ts).
 */
export async function renderOutside(input: CheckinEmailInput): Promise<RenderedCheckinEmail> {
  const current = await renderer();
  const id = ++nextId;
  const timeout = renderTimeoutMs();
  return new Promise<RenderedCheckinEmail>((resolve, reject) => {
    const timer = setTimeout(() => current.stop(`did not write an e-mail within ${timeout} ms and was killed`), timeout);
    timer.unref();
    const settle = () => {
      clearTimeout(timer);
      pending.delete(id);
    };
    pending.set(id, {
      resolve: (rendered) => (settle(), resolve(rendered)),
      reject: (error) => (settle(), reject(error)),
    });
    current.process.send({ id, input }, (error) => {
      if (error) pending.get(id)?.reject(error);
    });
  });
}

/**
 * How long the renderer may take to start, or to write one e-mail (CHECKIN_EMAIL_RENDER_TIMEOUT_MS,
 * 60 s by default): both take well under a few seconds; a start on a busy machine is the slow case.
 */
function renderTimeoutMs(): number {
  const configured = Number(process.env.CHECKIN_EMAIL_RENDER_TIMEOUT_MS);
  return Number.isInteger(configured) && configured > 0 ? configured : 60_000;
}

/**
 * How long a renderer with nothing to write is kept (CHECKIN_EMAIL_RENDERER_IDLE_MS, 30 s by
 * default). It holds 110-140 MB (Node, tsx, React) while e-mails fall due a few times an hour:
 * kept for good, it doubled the memory of an instance that had sent one e-mail (bench:heap,
 * docs/deploy.md). The next e-mail starts another, which takes a second or two.
 */
function rendererIdleMs(): number {
  const configured = Number(process.env.CHECKIN_EMAIL_RENDERER_IDLE_MS);
  return Number.isInteger(configured) && configured > 0 ? configured : 30_000;
}

function renderer(): Promise<Renderer> {
  if (child) return child;
  const starting = new Promise<Renderer>((resolve, reject) => {
    let ready = false;
    let ended = false;
    // Why this renderer was killed, when it was (the exit that follows is told with it).
    let killedBecause: string | undefined;
    // Ended because it had nothing to write: its exit is no failure, and a new one may already run.
    let retired = false;
    let idleTimer: NodeJS.Timeout | undefined;
    // A young generation of 1 MB a half rather than 16: it writes one e-mail at a time, and the
    // default semi-space alone held ~35 MB of its memory (bench:heap).
    const started = spawn(process.execPath, ["--max-semi-space-size=1", "--import", "tsx", path.join(process.cwd(), MAIN)], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      serialization: "advanced",
      env: withoutReactServerCondition(process.env),
    });
    started.unref();
    started.channel?.unref();
    const stop = (cause: string) => {
      if (ended || killedBecause) return;
      killedBecause = cause;
      started.kill("SIGKILL");
    };
    const retireWhenIdle = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        if (ended || killedBecause) return;
        if (pending.size > 0) return retireWhenIdle();
        retired = true;
        if (child === starting) child = undefined; // the next e-mail starts a new renderer at once
        rendererIdle();
        if (started.connected) started.disconnect(); // main.ts exits when its channel closes
      }, rendererIdleMs());
      idleTimer.unref();
    };
    const startTimeout = renderTimeoutMs();
    const startTimer = setTimeout(() => stop(`did not start within ${startTimeout} ms and was killed`), startTimeout);
    startTimer.unref();
    started.on("message", (reply: Reply) => {
      if (reply.ready) {
        clearTimeout(startTimer);
        ready = true;
        failing = false;
        rendererReady();
        recordHeartbeat("checkin_email_renderer");
        retireWhenIdle();
        return resolve({ process: started, stop });
      }
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      recordHeartbeat("checkin_email_renderer");
      retireWhenIdle();
      if (reply.rendered) {
        // Buffers cross the channel as Uint8Arrays.
        waiting.resolve({
          ...reply.rendered,
          attachments: reply.rendered.attachments.map((file) => ({ ...file, content: Buffer.from(file.content) })),
        });
      } else waiting.reject(new Error(`the e-mail could not be rendered: ${reply.error}`));
    });
    // The end of this renderer, told once ("error" may come before "exit"); the next request starts another.
    const fail = (cause: string, error?: Error) => {
      if (ended) return;
      ended = true;
      clearTimeout(startTimer);
      clearTimeout(idleTimer);
      if (retired) return;
      if (child === starting) child = undefined;
      const failure = Object.assign(new Error(`the e-mail renderer (${MAIN}) ${cause}`), { cause: error });
      // Counted as it happens (the metrics' renderer_up turns 0), not when the next e-mail is due.
      rendererFailed(ready ? "run" : "start");
      (failing ? log.warn : log.error).call(
        log,
        { err: error, ready },
        `${failure.message}; online check-in e-mails are not written until it runs`,
      );
      failing = true;
      reject(failure);
      for (const waiting of [...pending.values()]) waiting.reject(failure);
    };
    // Could not be started at all (no process was made): there is no exit to wait for.
    started.once("error", (error) => fail("could not start", error));
    started.once("exit", (code, signal) =>
      fail(
        killedBecause ??
          (ready
            ? `exited (${signal ?? `code ${code}`})`
            : `exited before it was ready (${signal ?? `code ${code}`}): is tsx installed where this runs? Its own error is on stderr`),
      ),
    );
  });
  child = starting;
  return starting;
}

function withoutReactServerCondition(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_OPTIONS, ...rest } = env;
  const options = NODE_OPTIONS?.replace(/--conditions[= ]react-server|-C[= ]?react-server/g, "").trim();
  return options ? { ...rest, NODE_OPTIONS: options } : rest;
}
