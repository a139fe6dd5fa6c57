import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { CheckinEmailInput, RenderedCheckinEmail } from "./checkin-email-input";

// The check-in e-mail rendered in a worker thread, for a process that resolves the react-server
// condition (where react-dom/server refuses to load): the thread is started with the process's
// own options minus that condition. Such processes are the `tsx --conditions=react-server`
// scripts, and tsx's loader does not follow a worker thread by itself: the thread registers it,
// then loads its TypeScript entry. One thread, started at the first e-mail and reused; it keeps
// the process alive only while an e-mail is being rendered.

const ENTRY = "render-checkin-email-worker-entry.ts";
const BOOTSTRAP = `
const { workerData } = require("node:worker_threads");
import("tsx/esm/api").then(({ register }) => { register(); return import(workerData.entry); });
`;

type Reply = { id: number; email: RenderedCheckinEmail; error?: undefined } | { id: number; error: string };
const pending = new Map<number, { resolve: (email: RenderedCheckinEmail) => void; reject: (error: Error) => void }>();
let worker: Worker | undefined;
let lastId = 0;

/** The process's Node options without `--conditions=react-server` (or `-C react-server`). */
export function withoutReactServerCondition(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < execArgv.length; index++) {
    const option = execArgv[index]!;
    if (/^(--conditions|-C)=react-server$/.test(option)) continue;
    if ((option === "--conditions" || option === "-C") && execArgv[index + 1] === "react-server") {
      index++;
      continue;
    }
    kept.push(option);
  }
  return kept;
}

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function startWorker(): Worker {
  const entry = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), ENTRY)).href;
  const started = new Worker(BOOTSTRAP, { eval: true, workerData: { entry }, execArgv: withoutReactServerCondition(process.execArgv) });
  started.on("message", (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
    if (!waiting) return;
    if (reply.error !== undefined) waiting.reject(new Error(`rendering the check-in e-mail failed: ${reply.error}`));
    // Buffers cross the thread boundary as Uint8Arrays.
    else waiting.resolve({ ...reply.email, attachments: reply.email.attachments.map((image) => ({ ...image, content: Buffer.from(image.content) })) });
  });
  started.on("error", (error) => failAll(error));
  started.on("exit", (code) => {
    worker = undefined;
    failAll(new Error(`the check-in e-mail's render thread exited (code ${code})`));
  });
  return started;
}

export function renderCheckinEmailInWorkerThread(input: CheckinEmailInput): Promise<RenderedCheckinEmail> {
  worker ??= startWorker();
  const thread = worker;
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, input });
  });
}
