import type { RegistrationField } from "@/server/domain/guest-registration";
import type { UpdateRequest } from "./update-request";

// Update Booking from the guest's phone: one multipart request (the `data` JSON part and the
// ID photos), sent with XMLHttpRequest because fetch cannot report upload progress, and with
// an Idempotency-Key so a retry after a dropped connection never adds the guests twice.

export type UpdateOutcome =
  | { kind: "saved" }
  | { kind: "invalid"; errors: Record<string, string[]>; message: string; code?: string; missing?: MissingRegistration[]; opensAt?: string }
  | { kind: "expired" }
  | { kind: "network" }
  | { kind: "server"; status: number };

/** An item of REGISTRATION_INCOMPLETE's `missing` list (the API's names). */
export interface MissingRegistration {
  booking_room_id: string;
  guest_id: string | null;
  field: RegistrationField;
  path: string | null;
}

export function sendUpdate(input: {
  tenantId: string;
  bookingCode: string;
  token: string;
  idempotencyKey: string;
  request: UpdateRequest;
  onProgress(fraction: number): void;
}): Promise<UpdateOutcome> {
  const body = new FormData();
  body.append("data", JSON.stringify(input.request.data));
  for (const file of input.request.files) body.append(file.field, file.blob, `${file.photoId}.jpg`);

  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/v1/properties/${encodeURIComponent(input.tenantId)}/bookings/${encodeURIComponent(input.bookingCode)}/update`);
    xhr.setRequestHeader("authorization", `Bearer ${input.token}`);
    xhr.setRequestHeader("idempotency-key", input.idempotencyKey);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => resolve({ kind: "network" });
    xhr.ontimeout = () => resolve({ kind: "network" });
    xhr.onload = () => {
      input.onProgress(1);
      let body: { errors?: Record<string, string[]>; message?: string; code?: string; missing?: MissingRegistration[]; opens_at?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // A proxy's HTML error page: judged by its status alone.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ kind: "saved" });
      else if (xhr.status === 401) resolve({ kind: "expired" });
      else if (xhr.status === 422 || xhr.status === 400)
        resolve({ kind: "invalid", errors: body.errors ?? {}, message: body.message ?? "", code: body.code, missing: body.missing, opensAt: body.opens_at });
      else resolve({ kind: "server", status: xhr.status });
    };
    xhr.send(body);
  });
}

/** A random key; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkin-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
