/**
 * What a failed send means for the next one: `permanent` when the receiving server refused this
 * recipient or message for good (a 5xx answer to RCPT TO or to DATA: no such mailbox, refused
 * content), which is a bounce and is not tried again; anything else (a 4xx, a refused or
 * dropped connection, a timeout, a 5xx to our own login or sender, which is our configuration)
 * may pass later. `reason` is the server's answer or the error's code, or the message of an error
 * that is not the server's (the e-mail renderer's: render-outside.ts), never the address.
 */
export interface SendFailure {
  permanent: boolean;
  reason: string;
}

interface NodemailerError {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

export function sendFailureOf(error: unknown): SendFailure {
  const failure = (typeof error === "object" && error !== null ? error : {}) as NodemailerError;
  const code = failure.responseCode;
  const atRecipientOrData = failure.code === "EENVELOPE" || failure.code === "EMESSAGE" || /^(RCPT|DATA)/i.test(failure.command ?? "");
  const permanent = code !== undefined && code >= 500 && code < 600 && atRecipientOrData;
  const said = failure.response ?? [failure.code, failure.command, code].filter(Boolean).join(" ");
  return { permanent, reason: withoutAddresses(said || failure.message || "the send failed without an answer").slice(0, 1000) };
}

/**
 * The failure's class for the metrics, from a short list and never the server's words: the SMTP
 * reply code (550), nodemailer's error code (ECONNECTION, ETIMEDOUT), `renderer` when the e-mail
 * could not be written (render-outside.ts), else `other`.
 */
export function sendFailureClass(error: unknown): string {
  const failure = (typeof error === "object" && error !== null ? error : {}) as NodemailerError;
  if (failure.responseCode !== undefined && failure.responseCode >= 200 && failure.responseCode < 600)
    return String(Math.trunc(failure.responseCode));
  if (typeof failure.code === "string" && /^E[A-Z]{2,20}$/.test(failure.code)) return failure.code;
  if (/e-mail renderer|could not be rendered/.test(failure.message ?? "")) return "renderer";
  return "other";
}

/** Servers quote the recipient in their refusals ("550 <guest@...>: no such user"): it must not reach a log or the desk's note. */
function withoutAddresses(text: string): string {
  return text.replace(/<?[^\s<>@]+@[^\s<>@]+>?/g, "<address>");
}
