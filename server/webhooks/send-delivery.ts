import http from "node:http";
import https from "node:https";
import { assertPublicLiteral, guardedLookup } from "./network-guard";
import { plainHttpRefusal, type WebhookUrlPolicy } from "./webhook-url-policy";

export const DELIVERY_TIMEOUT_MS = 10_000;

/** What came back from one POST: the HTTP status, or why there was none. */
export type SendOutcome = { status: number; error: null } | { status: null; error: string };

/**
 * POSTs one delivery and waits for the whole answer, at most `timeoutMs`. Redirects are not
 * followed (a 3xx is a failure): a redirect could point anywhere, past the network guard.
 * A fresh connection per attempt (no agent pool) so the guard sees every connection made.
 * The URL rules of registration apply again here, to rows written before them.
 */
export async function sendDelivery(input: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs?: number;
  policy: WebhookUrlPolicy;
}): Promise<SendOutcome> {
  try {
    const target = new URL(input.url);
    const refusal = plainHttpRefusal(target, input.policy);
    if (refusal) return { status: null, error: `refused: ${refusal}` };
    if (!input.policy.allowPrivateNetworks) assertPublicLiteral(target.hostname);
    const status = await post(target, input);
    return { status, error: null };
  } catch (error) {
    return { status: null, error: describe(error) };
  }
}

function post(
  target: URL,
  input: { headers: Record<string, string>; body: string; timeoutMs?: number; policy: WebhookUrlPolicy },
): Promise<number> {
  const client = target.protocol === "https:" ? https : http;
  const signal = AbortSignal.timeout(input.timeoutMs ?? DELIVERY_TIMEOUT_MS);
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: "POST",
        agent: false,
        signal,
        lookup: input.policy.allowPrivateNetworks ? undefined : guardedLookup,
        headers: {
          ...input.headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(input.body)),
          "user-agent": "lodging-webhooks/1",
        },
      },
      (response) => {
        // The answer's body is not kept, but read to its end so the timeout covers it.
        response.on("data", () => undefined);
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
        response.on("aborted", () => reject(new Error("the answer was cut off")));
      },
    );
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    request.on("error", reject);
    request.end(input.body);
  });
}

function describe(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return "timeout: no complete answer within the time limit";
  if (error instanceof Error) {
    if (error.name === "AbortError" || error.name === "TimeoutError") return "timeout: no complete answer within the time limit";
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
