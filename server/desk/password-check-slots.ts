import { setTimeout as pause } from "node:timers/promises";
import { RateLimitedError } from "@/server/domain/errors";

// A bound on the argon2id runs desk sign-in may have going at once in this instance. Each run
// takes a core for tens of milliseconds and about 19 MiB: unbounded, a flood of guesses (each
// one hash, whether the e-mail is a staff user's or nobody's) takes every core and makes the
// receptionist's own sign-in wait behind them. Past the bound a sign-in waits a little for a
// slot, then is refused 429 with Retry-After; the queue itself is bounded too.

/** Runs at once: leaves the app's other cores to the API. */
export const MAX_CONCURRENT_PASSWORD_CHECKS = 2;
/** How long a sign-in waits for a slot before it is refused. */
export const PASSWORD_SLOT_WAIT_MS = 2000;
/** Sign-ins that may wait; more are refused at once. */
const MAX_WAITING = 32;

let running = 0;
const waiting: Waiter[] = [];

interface Waiter {
  granted: boolean;
  grant(): void;
}

/** Runs `check` (one password check, one argon2id run) in a slot, or throws RATE_LIMITED. */
export async function withPasswordCheckSlot<T>(check: () => Promise<T>): Promise<T> {
  await acquire();
  try {
    return await check();
  } finally {
    release();
  }
}

async function acquire(): Promise<void> {
  if (running < MAX_CONCURRENT_PASSWORD_CHECKS) {
    running += 1;
    return;
  }
  if (waiting.length >= MAX_WAITING) throw busy();
  const timer = new AbortController();
  const granted = await new Promise<boolean>((resolve) => {
    const waiter: Waiter = {
      granted: false,
      grant() {
        waiter.granted = true;
        timer.abort();
        resolve(true);
      },
    };
    waiting.push(waiter);
    void pause(PASSWORD_SLOT_WAIT_MS, undefined, { signal: timer.signal })
      .catch(() => undefined)
      .then(() => {
        if (waiter.granted) return;
        waiting.splice(waiting.indexOf(waiter), 1);
        resolve(false);
      });
  });
  // A granted slot passed from the check that released it (`running` unchanged).
  if (!granted) throw busy();
}

function release(): void {
  const next = waiting.shift();
  if (next) next.grant();
  else running -= 1;
}

function busy(): RateLimitedError {
  return new RateLimitedError(1, "Too many sign-ins at once. Try again in a moment.");
}
