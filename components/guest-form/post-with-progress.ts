import type { Credential } from "./credential";

// One POST of the check-in page to its booking's API, with upload progress: XMLHttpRequest,
// because fetch cannot report it. The page's credential (credential.ts) and an Idempotency-Key go with every request,
// so a retry after a dropped connection gets the first answer back instead of doing it twice.

export type PostAnswer = { kind: "answered"; status: number; body: Record<string, unknown> } | { kind: "network" } | { kind: "aborted" };

export function postWithProgress(input: {
  tenantId: string;
  bookingCode: string;
  /** After the booking: `update`, `identity-images`. */
  action: string;
  credential: Credential;
  idempotencyKey: string;
  body: string | FormData;
  onProgress(fraction: number): void;
  signal?: AbortSignal;
}): Promise<PostAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    input.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.onabort = () => resolve({ kind: "aborted" });
    xhr.open(
      "POST",
      `/api/v1/properties/${encodeURIComponent(input.tenantId)}/bookings/${encodeURIComponent(input.bookingCode)}/${input.action}`,
    );
    for (const [name, value] of Object.entries(input.credential)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader("idempotency-key", input.idempotencyKey);
    xhr.setRequestHeader("accept", "application/json");
    if (typeof input.body === "string") xhr.setRequestHeader("content-type", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress(event.loaded / event.total);
    };
    xhr.onerror = xhr.ontimeout = () => resolve({ kind: "network" });
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // A proxy's HTML error page: judged by its status alone.
      }
      resolve({ kind: "answered", status: xhr.status, body });
    };
    xhr.send(input.body);
  });
}
