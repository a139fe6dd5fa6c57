import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { logger } from "@/server/platform/observability/logger";
import { mailSettings, type MailSettings } from "./mail-settings";
import { writeOutboxFile } from "./write-outbox-file";

const log = logger.child({ name: "mail" });

/** How long one SMTP conversation may stay silent; the sender's lease outlasts it (docs/checkin-messages.md). */
const SMTP_SOCKET_TIMEOUT_MS = 60_000;

export interface SentMail {
  /** The Message-ID the message carries. */
  messageId: string;
  /** The SMTP server's last answer (`250 ...`), or the file written in the outbox. */
  response: string;
}

/**
 * Sends one message where the settings say: by SMTP (a new connection each time, so a stalled
 * server holds one message only and a changed SMTP_URL applies at once), or as a `.eml` file
 * in the outbox, whose path is logged. Throws what nodemailer throws (send-failure.ts reads it).
 * `message.messageId` should be set by the caller: the same message keeps the same id on a retry.
 */
export async function sendMail(message: Mail.Options, settings: MailSettings = mailSettings()): Promise<SentMail> {
  if (settings.kind === "smtp") {
    const transport = nodemailer.createTransport({
      url: settings.url,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    } as SMTPTransport.Options);
    try {
      const info = await transport.sendMail(message);
      return { messageId: info.messageId, response: info.response };
    } finally {
      transport.close();
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const info = await transport.sendMail(message);
  const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^A-Za-z0-9.-]/g, "")}`;
  const file = await writeOutboxFile(settings.dir, name, info.message as Buffer);
  log.info({ file, messageId: info.messageId }, "e-mail written to the outbox (no SMTP_URL)");
  return { messageId: info.messageId, response: `written to ${file}` };
}
