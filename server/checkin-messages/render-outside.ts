import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { CheckinEmailInput, RenderedCheckinEmail } from "./email/checkin-email-input";

type Reply = { id: number; rendered?: RenderedCheckinEmail; error?: string; ready?: boolean };

let child: Promise<ChildProcess> | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (rendered: RenderedCheckinEmail) => void; reject: (error: Error) => void }>();

/**
 * Renders an e-mail (email/render-checkin-email.ts) in a child process of plain Node: the
 * app's server code is bundled under the react-server condition, where react-dom/server (which
 * React Email renders with) does not exist, and `npm run worker` runs under it too. One child per
 * process, started on first use through tsx (installed wherever the worker runs), started again
 * if it dies; requests wait for it. The input holds no secret beyond the links the e-mail carries.
 */
export async function renderOutside(input: CheckinEmailInput): Promise<RenderedCheckinEmail> {
  const process = await renderer();
  const id = ++nextId;
  return new Promise<RenderedCheckinEmail>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    process.send({ id, input }, (error) => {
      if (error) {
        pending.delete(id);
        reject(error);
      }
    });
  });
}

function renderer(): Promise<ChildProcess> {
  child ??= new Promise<ChildProcess>((resolve, reject) => {
    const started = spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "server/checkin-messages/render-process/main.ts")], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      serialization: "advanced",
      env: withoutReactServerCondition(process.env),
    });
    started.unref();
    started.channel?.unref();
    started.on("message", (reply: Reply) => {
      if (reply.ready) return resolve(started);
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.rendered) {
        // Buffers cross the channel as Uint8Arrays.
        waiting.resolve({ ...reply.rendered, attachments: reply.rendered.attachments.map((file) => ({ ...file, content: Buffer.from(file.content) })) });
      } else waiting.reject(new Error(`the e-mail could not be rendered: ${reply.error}`));
    });
    started.once("exit", (code) => {
      child = undefined;
      const error = new Error(`the e-mail renderer exited (${code})`);
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
  });
  return child;
}

function withoutReactServerCondition(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_OPTIONS, ...rest } = env;
  const options = NODE_OPTIONS?.replace(/--conditions[= ]react-server|-C[= ]?react-server/g, "").trim();
  return options ? { ...rest, NODE_OPTIONS: options } : rest;
}
