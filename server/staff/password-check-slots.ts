import { RateLimitedError } from "@/server/domain/errors";
import { BoundedSemaphore, SemaphoreBusyError } from "@/server/platform/concurrency/bounded-semaphore";

// A bound on the argon2id runs desk sign-in may have going at once in this instance. Each run
// takes a core for tens of milliseconds and about 19 MiB: unbounded, a flood of guesses (each
// one hash, whether the e-mail is a staff user's or nobody's) takes every core and makes the
// receptionist's own sign-in wait behind them. Past the bound a sign-in waits a little for a
// slot, then is refused 429 with Retry-After; the queue itself is bounded too. The same
// semaphore bounds the decoding of ID photos (server/platform/files/decode-slots.ts).

const slots = new BoundedSemaphore({
  /** Runs at once: leaves the app's other cores to the API. */
  slots: 2,
  /** Sign-ins that may wait; more are refused at once. */
  maxQueue: 32,
  /** How long a sign-in waits for a slot before it is refused. */
  maxWaitMs: 2000,
});

/** Runs `check` (one password check, one argon2id run) in a slot, or throws RATE_LIMITED. */
export async function withPasswordCheckSlot<T>(check: () => Promise<T>): Promise<T> {
  try {
    await slots.acquire();
  } catch (error) {
    if (error instanceof SemaphoreBusyError) throw new RateLimitedError(1, "Too many sign-ins at once. Try again in a moment.");
    throw error;
  }
  try {
    return await check();
  } finally {
    slots.release();
  }
}
