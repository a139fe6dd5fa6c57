import type { Credential } from "./credential";
import type { RegistrationField } from "@/server/domain/guest-registration";
import { postWithProgress } from "./post-with-progress";
import type { UpdateRequest } from "./update-request";

// Update Booking from the guest's phone: plain JSON naming the photos staged ahead of the save
// (stage-photo.ts), or, for photos that could not be sent ahead, one multipart request (the
// `data` JSON part and those photos), with its progress and an Idempotency-Key
// (post-with-progress.ts), so a retry after a dropped connection never adds the guests twice.

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

export async function sendUpdate(input: {
  tenantId: string;
  bookingCode: string;
  credential: Credential;
  idempotencyKey: string;
  request: UpdateRequest;
  onProgress(fraction: number): void;
}): Promise<UpdateOutcome> {
  const json = input.request.files.length === 0;
  const body = json ? JSON.stringify(input.request.data) : new FormData();
  if (body instanceof FormData) {
    body.append("data", JSON.stringify(input.request.data));
    for (const file of input.request.files) body.append(file.field, file.blob, `${file.photoId}.jpg`);
  }

  const answer = await postWithProgress({ ...input, action: "update", body });
  input.onProgress(1);
  if (answer.kind !== "answered") return { kind: "network" };
  const { status } = answer;
  const reply = answer.body as {
    errors?: Record<string, string[]>;
    message?: string;
    code?: string;
    missing?: MissingRegistration[];
    opens_at?: string;
  };
  if (status >= 200 && status < 300) return { kind: "saved" };
  if (status === 401) return { kind: "expired" };
  if (status === 422 || status === 400) {
    return {
      kind: "invalid",
      errors: reply.errors ?? {},
      message: reply.message ?? "",
      code: reply.code,
      missing: reply.missing,
      opensAt: reply.opens_at,
    };
  }
  return { kind: "server", status };
}

/** A random key; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkin-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
