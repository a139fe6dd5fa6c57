import { parentPort } from "node:worker_threads";
import type { CheckinEmailInput } from "./checkin-email-input";
import { renderCheckinEmailInProcess } from "./render-checkin-email-in-process";

// The worker thread of render-checkin-email-in-worker-thread.ts: started without the
// react-server condition, it renders each e-mail it is sent and answers with the message's id.

const port = parentPort;
if (!port) throw new Error("render-checkin-email-worker-entry.ts runs as a worker thread only");

port.on("message", ({ id, input }: { id: number; input: CheckinEmailInput }) => {
  renderCheckinEmailInProcess(input).then(
    (email) => port.postMessage({ id, email }),
    (error: unknown) => port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
