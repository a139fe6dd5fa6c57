import { RateLimitedError } from "@/server/domain/errors";

// At most one guess per e-mail in flight (per app instance): the slowdown on an e-mail
// (sign-in-slowdown.ts) is read when a guess starts, so eight guesses sent together would all
// read the same count, wait the same seconds side by side and be checked together, eight
// guesses for the price of one wait. A second guess on an e-mail whose guess is still running is
// refused at once rather than queued: a queue per e-mail would be memory an attacker fills, and
// its wait would tell them nothing a Retry-After does not.

const inFlight = new Map<string, { endsAt: number }>();

export interface EmailFlight {
  /** The guess will wait this long before its check: said in the Retry-After of a second guess. */
  expectWait(ms: number): void;
  release(): void;
}

/** Claims the e-mail (by its key) for one guess, or throws RATE_LIMITED with the seconds left. */
export function claimEmailFlight(emailKey: string): EmailFlight {
  const running = inFlight.get(emailKey);
  if (running) {
    const seconds = Math.max(1, Math.ceil((running.endsAt - Date.now()) / 1000));
    throw new RateLimitedError(seconds, "A sign-in on this e-mail is in progress. Wait before trying again.");
  }
  // A guess's own work (the password check) is about a second at most; the wait is added to it.
  const flight = { endsAt: Date.now() + 1000 };
  inFlight.set(emailKey, flight);
  return {
    expectWait: (ms) => void (flight.endsAt += ms),
    release: () => {
      if (inFlight.get(emailKey) === flight) inFlight.delete(emailKey);
    },
  };
}
