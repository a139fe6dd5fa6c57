import os from "node:os";
import { RateLimitedError } from "@/server/domain/errors";
import { BoundedSemaphore, SemaphoreBusyError, type SemaphoreBounds } from "@/server/platform/concurrency/bounded-semaphore";
import { gauge } from "@/server/platform/metrics/registry";
import { rateLimitRefusals } from "@/server/platform/metrics/work-metrics";

// Decoding an ID photo is the dearest thing the API does: a 40-megapixel JPEG takes seconds of
// CPU. Rate limits bound each credential, not the machine: many guests (or many keys) uploading
// at once would starve every other request on the instance. So each instance decodes at most
// IMAGE_DECODE_CONCURRENCY photos at once (default: one per core), lets a few more wait briefly,
// and refuses the rest with 429 RATE_LIMITED and Retry-After. This bound holds with
// RATE_LIMIT_DISABLED=true too: it protects the instance, not a quota (docs/deploy.md).

const holder = globalThis as typeof globalThis & { __lodgingDecodeSlots?: DecodeSlots };

interface DecodeSlots {
  semaphore: BoundedSemaphore;
  /** Decodes running or waiting, by credential. */
  byOwner: Map<string, number>;
}

/** The bounds from the environment, read when the first photo is decoded. */
export function decodeBoundsFromEnv(env: Record<string, string | undefined> = process.env): SemaphoreBounds {
  const slots = wholeNumber(env.IMAGE_DECODE_CONCURRENCY, os.availableParallelism(), 1);
  return {
    slots,
    maxQueue: wholeNumber(env.IMAGE_DECODE_QUEUE, 2 * slots, 0),
    maxWaitMs: wholeNumber(env.IMAGE_DECODE_WAIT_MS, 3_000, 0),
  };
}

/** The setting as a whole number of at least `min`, else the default. */
function wholeNumber(text: string | undefined, fallback: number, min: number): number {
  const value = Number(text);
  return text !== undefined && text !== "" && Number.isInteger(value) && value >= min ? value : fallback;
}

/**
 * The instance's decode slots with each credential's fair share: all of them but one (at least
 * one), so while one key floods uploads a slot is free, or the next to come free, for anyone
 * else; freed slots go to the credential holding the fewest, then to the one served longest ago
 * (bounded-semaphore.ts). On a one-core instance the one slot is shared in turns.
 */
export function decodeSemaphore(bounds: SemaphoreBounds): BoundedSemaphore {
  return new BoundedSemaphore({ ...bounds, ownerShare: Math.max(1, bounds.slots - 1) });
}

// Read at each scrape: a queue that is often full is an instance with too few cores for its uploads.
gauge({
  name: "lodging_image_decode_slots",
  help: "Photo decodes of this instance, by state (in_use: decoding, waiting: queued for a slot).",
  labelNames: ["state"],
  collect() {
    const load = holder.__lodgingDecodeSlots?.semaphore.load ?? { running: 0, waiting: 0 };
    this.set({ state: "in_use" }, load.running);
    this.set({ state: "waiting" }, load.waiting);
  },
});

function decodeSlots(): DecodeSlots {
  holder.__lodgingDecodeSlots ??= { semaphore: decodeSemaphore(decodeBoundsFromEnv()), byOwner: new Map() };
  return holder.__lodgingDecodeSlots;
}

/** Tests swap the slots (to hold them all, or to read the environment again). */
export function setDecodeSlots(next: BoundedSemaphore | undefined): void {
  holder.__lodgingDecodeSlots = next ? { semaphore: next, byOwner: new Map() } : undefined;
}

/**
 * Runs one decode in a slot of this instance; RATE_LIMITED when none comes free in time. An
 * `owner` (a credential) decodes in at most its share of the slots (decodeSemaphore) and may have
 * at most the slots and half the queue running or waiting, so one key sending many uploads at
 * once never takes every slot nor the whole queue: another credential's photo takes a free slot,
 * or the next to come free, instead of being refused. (A partner sending three photos at once on
 * a two-core instance still gets all three through, one after another.)
 */
export async function withDecodeSlot<T>(decode: () => Promise<T>, owner?: string): Promise<T> {
  const { semaphore, byOwner } = decodeSlots();
  // By then the queue was full, or a slot did not come free within the wait: try again after
  // about as long again.
  const retryAfter = Math.max(1, Math.ceil(semaphore.bounds.maxWaitMs / 1000));
  const busy = () => {
    rateLimitRefusals.inc({ bucket: "image_decode" });
    return new RateLimitedError(retryAfter, `The server is decoding as many photos as it can; retry in ${retryAfter} s.`);
  };
  const mine = owner === undefined ? 0 : (byOwner.get(owner) ?? 0);
  if (owner !== undefined) {
    if (mine >= semaphore.bounds.slots + Math.floor(semaphore.bounds.maxQueue / 2)) throw busy();
    byOwner.set(owner, mine + 1);
  }
  try {
    return await semaphore.run(decode, owner);
  } catch (error) {
    throw error instanceof SemaphoreBusyError ? busy() : error;
  } finally {
    if (owner !== undefined) {
      const left = (byOwner.get(owner) ?? 1) - 1;
      if (left > 0) byOwner.set(owner, left);
      else byOwner.delete(owner);
    }
  }
}
