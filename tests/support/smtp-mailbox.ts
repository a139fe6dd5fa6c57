import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

export interface SmtpMailbox {
  /** For SMTP_URL. */
  url: string;
  dir: string;
  /** Every message received so far, parsed, oldest first. */
  messages(): Promise<ParsedMail[]>;
  /** Raw files, oldest first. */
  files(): string[];
  /** Resolves when a message to a `stall...@` address is being held. */
  stalled(): Promise<void>;
  /** Answers the held messages 451. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server in a child process (scripts/mail/smtp-mailbox.ts) on 127.0.0.1, for tests
 * that send mail: nothing is mocked between the sender and the socket. Its recipients steer it
 * (refuse..., tempfail..., stall...: see the script).
 */
export async function startSmtpMailbox(): Promise<SmtpMailbox> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "smtp-mailbox-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(process.cwd(), "scripts/mail/smtp-mailbox.ts"), "--dir", dir, "--port", "0"],
    {
      stdio: ["ignore", "pipe", "inherit", "ipc"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"listening":(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`the SMTP mailbox exited (${code}) before listening`)));
  });
  let stalls = 0;
  const stallWaiters: (() => void)[] = [];
  child.on("message", (message: { stalled?: boolean }) => {
    if (!message.stalled) return;
    stalls++;
    stallWaiters.splice(0).forEach((resolve) => resolve());
  });
  const files = () =>
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".eml"))
      .sort()
      .map((name) => path.join(dir, name));
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    files,
    messages: () => Promise.all(files().map((file) => simpleParser(fs.readFileSync(file)))),
    stalled: () => (stalls > 0 ? Promise.resolve() : new Promise<void>((resolve) => stallWaiters.push(resolve))),
    release: () => void child.send("release"),
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
