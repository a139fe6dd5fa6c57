import type { Credential } from "./credential";
import { postWithProgress } from "./post-with-progress";

// Each ID photo goes up as soon as it is taken (POST .../identity-images), while the guest
// types the rest, so that the save carries only the photos' ids and answers at once even on a
// slow uplink.

export type StageOutcome =
  | { kind: "staged"; id: string; expiresAt: string }
  /** Worth trying again: the network, a 5xx, a rate limit. */
  | { kind: "retry" }
  /** Definitive: the photo was refused (422) or the link no longer works. */
  | { kind: "refused" }
  /** The guest removed the photo while it went up. */
  | { kind: "cancelled" };

interface StageInput {
  tenantId: string;
  bookingCode: string;
  credential: Credential;
  blob: Blob;
  /** One key per photo: a retry whose first answer was lost gets the same staged photo back. */
  idempotencyKey: string;
  onProgress(fraction: number): void;
  signal: AbortSignal;
}

async function stageOnce(input: StageInput): Promise<StageOutcome> {
  const body = new FormData();
  body.append("file", input.blob, "photo.jpg");
  const answer = await postWithProgress({ ...input, action: "identity-images", body });
  if (answer.kind === "aborted") return { kind: "cancelled" };
  if (answer.kind === "network") return { kind: "retry" };
  const data = answer.body.data as { id?: string; expires_at?: string } | undefined;
  if (answer.status === 201 || answer.status === 200)
    return data?.id && data.expires_at ? { kind: "staged", id: data.id, expiresAt: data.expires_at } : { kind: "retry" };
  return answer.status >= 500 || answer.status === 429 || answer.status === 409 ? { kind: "retry" } : { kind: "refused" };
}

/** Waits before each new try: 1 s, then 3 s (a phone moving between cells comes back in seconds). */
const BACKOFF_MS = [1000, 3000];

/** Stages the photo, trying again after a passing failure; a photo still not sent is "retry" (the guest may tap Retry). */
export async function stagePhoto(
  input: StageInput,
  wait = (ms: number) => new Promise((done) => setTimeout(done, ms)),
): Promise<StageOutcome> {
  let outcome = await stageOnce(input);
  for (const delay of BACKOFF_MS) {
    if (outcome.kind !== "retry") return outcome;
    await wait(delay);
    if (input.signal.aborted) return { kind: "cancelled" };
    input.onProgress(0);
    outcome = await stageOnce(input);
  }
  return outcome;
}
