// A receiving SMTP server for tests and the e2e run (npm run mail:mailbox -- --port 2525 --dir .data/mailbox):
// a real SMTP conversation on 127.0.0.1 (the smtp-server package), each accepted message kept
// whole as one .eml file in --dir (written atomically), so a test reads exactly what a mail
// server would have received. Recipients steer it by their local part, as a test needs:
//   refuse...@   550 at RCPT TO (no such mailbox: a bounce)
//   tempfail...@ 451 at RCPT TO the first time, accepted after (a retry)
//   stall...@    the first message to it is read whole, then never answered (the sender waits);
//                the IPC message "release" answers it 451; later ones are accepted
// It prints {"listening": port} on stdout once ready, and (run with an IPC channel) sends
// {"stalled": true} when a message stalls. Only for tests: no authentication, no TLS, loopback only.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { SMTPServer } from "smtp-server";

const { values } = parseArgs({ options: { port: { type: "string", default: "0" }, dir: { type: "string" } } });
if (!values.dir) {
  console.error("Usage: smtp-mailbox.ts --dir FOLDER [--port N]");
  process.exit(2);
}
const dir = path.resolve(values.dir);
fs.mkdirSync(dir, { recursive: true });

const tempFailed = new Set<string>();
const stalledOnce = new Set<string>();
const waiting: ((error?: Error) => void)[] = [];
let count = 0;

const localPart = (address: string) => address.split("@")[0]!.toLowerCase();
const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  logger: false,
  onRcptTo(address, _session, callback) {
    const to = address.address.toLowerCase();
    if (localPart(to).startsWith("refuse")) return callback(refusal(550, "5.1.1 No such mailbox here"));
    if (localPart(to).startsWith("tempfail") && !tempFailed.has(to)) {
      tempFailed.add(to);
      return callback(refusal(451, "4.3.0 Try again later"));
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      const stall = to.find((address) => localPart(address).startsWith("stall") && !stalledOnce.has(address));
      if (stall) {
        stalledOnce.add(stall);
        waiting.push((error) => callback(error));
        process.send?.({ stalled: true });
        return;
      }
      const name = `${String(++count).padStart(4, "0")}-${Date.now()}`;
      const temporary = path.join(dir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
      fs.writeFileSync(temporary, Buffer.concat(chunks));
      fs.renameSync(temporary, path.join(dir, `${name}.eml`));
      callback(null, `Queued as ${name}`);
    });
  },
});

process.on("message", (message) => {
  if (message === "release") for (const answer of waiting.splice(0)) answer(refusal(451, "4.4.2 Gave up waiting"));
});
server.on("error", (error) => console.error(`smtp-mailbox: ${error.message}`));
server.listen(Number(values.port), "127.0.0.1", () => {
  const address = server.server.address();
  console.log(JSON.stringify({ listening: typeof address === "object" && address ? address.port : Number(values.port) }));
});
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
