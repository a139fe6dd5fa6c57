import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { sendMail } from "./send-mail";
import { startSmtpMailbox } from "@/tests/support/smtp-mailbox";

// No database here: the transport alone, against a real SMTP server and the development outbox.

describe("sendMail", () => {
  it("without SMTP_URL writes the whole message as an .eml file a mail client opens", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    try {
      const sent = await sendMail(
        { from: "checkin@localhost", to: "guest@example.com", subject: "Xin chào", text: "Hello", messageId: "<m1@localhost>" },
        { kind: "outbox", dir },
      );
      const files = fs.readdirSync(dir);
      expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
      expect(sent).toEqual({ messageId: "<m1@localhost>", response: `written to ${path.join(dir, files[0]!)}` });
      const mail = await simpleParser(fs.readFileSync(path.join(dir, files[0]!)));
      expect(mail).toMatchObject({ subject: "Xin chào", messageId: "<m1@localhost>" });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("with an SMTP server hands it over and returns the server's answer; a refused recipient throws what send-failure.ts reads as permanent", async () => {
    const mailbox = await startSmtpMailbox();
    try {
      const sent = await sendMail(
        { from: "checkin@localhost", to: "guest@example.com", subject: "Hi", text: "Hello", messageId: "<m2@localhost>" },
        { kind: "smtp", url: mailbox.url },
      );
      expect(sent.response).toMatch(/^250 /);
      expect((await mailbox.messages()).map((mail) => mail.messageId)).toEqual(["<m2@localhost>"]);
      const { sendFailureOf } = await import("./send-failure");
      const refused = await sendMail(
        { from: "checkin@localhost", to: "refuse.me@example.com", subject: "Hi", text: "x" },
        { kind: "smtp", url: mailbox.url },
      ).catch((error: unknown) => error);
      expect(sendFailureOf(refused)).toEqual({ permanent: true, reason: expect.stringMatching(/^550/) });
      const down = await sendMail(
        { from: "checkin@localhost", to: "guest@example.com", subject: "Hi", text: "x" },
        { kind: "smtp", url: "smtp://127.0.0.1:1" },
      ).catch((error: unknown) => error);
      expect(sendFailureOf(down).permanent).toBe(false);
    } finally {
      await mailbox.close();
    }
  });
});
