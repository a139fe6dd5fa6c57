import path from "node:path";

/**
 * Where the app's e-mail goes (docs/checkin-messages.md, "Settings"): an SMTP server named by
 * SMTP_URL (`smtp://user:pass@host:587` upgrades with STARTTLS, `smtps://host:465` is TLS from
 * the start), or, without it, a folder of `.eml` files (MAIL_OUTBOX_DIR, by default
 * `.data/outbox` outside production) that a mail client opens: nothing leaves the machine.
 */
export type MailSettings = { kind: "smtp"; url: string } | { kind: "outbox"; dir: string };

const DEFAULT_OUTBOX_DIR = path.join(".data", "outbox");

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  if (env.SMTP_URL) return { kind: "smtp", url: env.SMTP_URL };
  return { kind: "outbox", dir: env.MAIL_OUTBOX_DIR || DEFAULT_OUTBOX_DIR };
}

/**
 * What keeps the mail settings from working, in one sentence naming the variable, or undefined.
 * Production must say where mail goes: SMTP_URL, or MAIL_OUTBOX_DIR to keep it on disk on
 * purpose (a test server); with SMTP_URL it must also say whom mail is from (MAIL_FROM, a
 * domain that lets this server send) and where guests reach the app (APP_URL, for the links).
 */
export function mailConfigurationProblem(env: NodeJS.ProcessEnv): string | undefined {
  if (env.SMTP_URL) {
    let protocol: string;
    try {
      protocol = new URL(env.SMTP_URL).protocol;
    } catch {
      return "SMTP_URL is not a URL: write smtp://user:password@host:587 or smtps://host:465.";
    }
    if (protocol !== "smtp:" && protocol !== "smtps:") return `SMTP_URL must start with smtp:// or smtps://, not ${protocol}//.`;
  }
  if (env.MAIL_FROM !== undefined && env.MAIL_FROM !== "" && !/^[^\s@<>]+@[^\s@<>]+$/.test(env.MAIL_FROM)) {
    return "MAIL_FROM must be a bare address such as checkin@hotel.example (the property's name is put in front of it).";
  }
  if (env.NODE_ENV !== "production") return undefined;
  if (!env.SMTP_URL && !env.MAIL_OUTBOX_DIR) {
    return "SMTP_URL is not set: set it to the SMTP server that sends the guests' e-mails (smtp://user:password@host:587), or set MAIL_OUTBOX_DIR to keep them as files.";
  }
  if (env.SMTP_URL && !env.MAIL_FROM)
    return "MAIL_FROM is not set: with SMTP_URL, name the address guests' e-mails come from (checkin@your-domain).";
  if (env.SMTP_URL && !env.APP_URL)
    return "APP_URL is not set: with SMTP_URL, e-mails carry links to the guest pages, which need the public address (https://hotel.example).";
  return undefined;
}

/** The From of a property's e-mail: its name, at MAIL_FROM (checkin@localhost in development). */
export function mailFrom(propertyName: string, env: NodeJS.ProcessEnv = process.env): { name: string; address: string } {
  return { name: propertyName, address: env.MAIL_FROM || "checkin@localhost" };
}

/** Where the links in an e-mail point: APP_URL, else this machine (development). */
export function mailLinkOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, "");
}
