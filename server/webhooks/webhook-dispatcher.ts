import type { Database } from "@/server/platform/db/database";
import { logger } from "@/server/platform/observability/logger";
import { recordHeartbeat } from "@/server/platform/metrics/heartbeats";
import { attemptDelivery } from "./attempt-delivery";
import { claimDueDeliveries } from "./claim-due-deliveries";
import { defaultDispatchSettings, type DispatchSettings } from "./dispatch-settings";
import { listenForOutboxCommits } from "@/server/platform/events/outbox-notifications";

// The app's logger, so a failed round's error is written without the values it quotes.
const log = logger.child({ name: "webhook-dispatcher" });

export interface RunningDispatcher {
  /** Stops claiming new deliveries and resolves once the attempts under way are recorded. */
  stop(): Promise<void>;
}

/**
 * The dispatcher loop. It keeps up to `concurrency` attempts in flight and claims again as
 * soon as one finishes, an outbox commit is announced (outbox-notifications.ts), or every
 * `intervalMs` anyway (due retries, lost notifications): a slow attempt holds its own place
 * only, never the next claim, and the claim keeps any one endpoint to `perEndpoint` places
 * (claim-due-deliveries.ts). It runs inside the app process (instrumentation.ts) or alone
 * (`npm run worker`); any number may run on one database. Each claim that succeeds is the
 * dispatcher's heartbeat (server/platform/metrics/heartbeats.ts). A claim that fails (database
 * away) is logged and the loop carries on; an attempt whose result cannot be recorded is retried
 * when its lease ends.
 */
export function startWebhookDispatcher(
  db: Database,
  options: { intervalMs?: number; settings?: DispatchSettings } = {},
): RunningDispatcher {
  const intervalMs = options.intervalMs ?? 1_000;
  const settings = options.settings ?? defaultDispatchSettings();
  const inFlight = new Set<Promise<void>>();
  let running = true;
  let wake: (() => void) | undefined;
  // Set by a commit notification or a finished attempt; a claim that starts after it sees what changed.
  let kicked = false;
  const kick = () => {
    kicked = true;
    wake?.();
  };
  const listening = listenForOutboxCommits(db, kick, (error) => log.warn({ err: error }, "outbox notifications lost; polling only"))
    .then((unlisten) => {
      kick(); // a claim once listening, for what committed before
      return unlisten;
    })
    .catch((error: unknown) => {
      log.warn({ err: error }, "cannot listen for outbox commits; polling only");
      return async () => undefined;
    });

  const start = (attempt: Promise<void>) => {
    const tracked = attempt
      .catch((error: unknown) => log.error({ err: error }, "a webhook attempt could not be recorded; it is retried after its lease"))
      .finally(() => {
        inFlight.delete(tracked);
        kick();
      });
    inFlight.add(tracked);
  };

  const loop = (async () => {
    while (running) {
      kicked = false;
      const places = settings.concurrency - inFlight.size;
      let claimed = 0;
      try {
        const deliveries = await claimDueDeliveries(db, settings, places);
        claimed = deliveries.length;
        for (const delivery of deliveries) start(attemptDelivery(db, delivery, settings));
        recordHeartbeat("webhook_dispatcher");
      } catch (error) {
        log.error({ err: error }, "claiming webhook deliveries failed");
      }
      // A full claim may have left more behind: claim again at once. Otherwise wait for a reason to.
      if (running && !kicked && (places === 0 || claimed < places)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, intervalMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
    await Promise.all(inFlight);
  })();

  log.info(
    {
      intervalMs,
      concurrency: settings.concurrency,
      perEndpoint: settings.perEndpoint,
      allowPrivateNetworks: settings.allowPrivateNetworks,
    },
    "webhook dispatcher started",
  );
  return {
    async stop() {
      running = false;
      wake?.();
      await loop;
      await (
        await listening
      )();
      log.info("webhook dispatcher stopped");
    },
  };
}

const holder = globalThis as typeof globalThis & { __lodgingWebhookDispatcher?: RunningDispatcher };

/** The app's in-process dispatcher, started once per process however often the module is loaded. */
export function startInProcessDispatcher(db: Database): RunningDispatcher {
  holder.__lodgingWebhookDispatcher ??= startWebhookDispatcher(db);
  return holder.__lodgingWebhookDispatcher;
}
