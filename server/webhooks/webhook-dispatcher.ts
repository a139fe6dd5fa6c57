import type { Database } from "@/server/db/database";
import { logger } from "@/server/observability/logger";
import { defaultDispatchSettings, dispatchDueDeliveries, type DispatchSettings } from "./dispatch-due-deliveries";
import { listenForOutboxCommits } from "./outbox-notifications";

// The app's logger, so a failed round's error is written without the values it quotes.
const log = logger.child({ name: "webhook-dispatcher" });

export interface RunningDispatcher {
  /** Stops claiming new deliveries and resolves once the attempts under way are recorded. */
  stop(): Promise<void>;
}

/**
 * The dispatcher loop: a round as soon as outbox events commit (outbox-notifications.ts), and
 * every `intervalMs` anyway (due retries, lost notifications), straight on while rounds come
 * back full. It runs inside the app process (instrumentation.ts) or alone (`npm run worker`);
 * any number may run on one database. A round that fails (database away) is logged and the
 * loop carries on.
 */
export function startWebhookDispatcher(
  db: Database,
  options: { intervalMs?: number; settings?: DispatchSettings } = {},
): RunningDispatcher {
  const intervalMs = options.intervalMs ?? 1_000;
  const settings = options.settings ?? defaultDispatchSettings();
  let running = true;
  let wake: (() => void) | undefined;
  // Set by a commit notification; a round that starts after it sees the new deliveries.
  let kicked = false;
  const kick = () => {
    kicked = true;
    wake?.();
  };
  const listening = listenForOutboxCommits(db, kick, (error) => log.warn({ err: error }, "outbox notifications lost; polling only"))
    .then((unlisten) => {
      kick(); // a round once listening, for what committed before
      return unlisten;
    })
    .catch((error: unknown) => {
      log.warn({ err: error }, "cannot listen for outbox commits; polling only");
      return async () => undefined;
    });

  const loop = (async () => {
    while (running) {
      kicked = false;
      let attempted = 0;
      try {
        attempted = await dispatchDueDeliveries(db, settings);
      } catch (error) {
        log.error({ err: error }, "a webhook dispatch round failed");
      }
      if (running && !kicked && attempted < settings.batchSize) {
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
  })();

  log.info({ intervalMs, allowPrivateNetworks: settings.allowPrivateNetworks }, "webhook dispatcher started");
  return {
    async stop() {
      running = false;
      wake?.();
      await loop;
      await (await listening)();
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
