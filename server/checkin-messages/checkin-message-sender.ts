import type { Database } from "@/server/platform/db/database";
import { logger } from "@/server/platform/observability/logger";
import { recordHeartbeat } from "@/server/platform/metrics/heartbeats";
import { sendDueCheckinMessages } from "./send-due-checkin-messages";
import { defaultSenderSettings, type CheckinSenderSettings } from "./sender-settings";

const log = logger.child({ name: "checkin-messages" });

export interface RunningCheckinSender {
  /** Stops claiming and resolves once the pass under way has recorded its messages. */
  stop(): Promise<void>;
}

/**
 * The sender's loop: a pass (send-due-checkin-messages.ts) every `intervalMs` (5 s: an
 * invitation due "at once" leaves within seconds of the booking, and a due time is minutes
 * wide anyway). It runs inside the app (instrumentation.ts) or in `npm run worker`, beside the
 * webhook dispatcher; any number may run on one database. A pass that fails (database away) is
 * logged and the loop carries on (each pass that ends is its heartbeat, for the operator's
 * status and alerts: server/platform/metrics/heartbeats.ts); a message whose outcome could not be recorded goes again when
 * its lease ends.
 */
export function startCheckinMessageSender(
  db: Database,
  options: { intervalMs?: number; settings?: CheckinSenderSettings } = {},
): RunningCheckinSender {
  const intervalMs = options.intervalMs ?? Number(process.env.CHECKIN_MESSAGES_POLL_MS ?? 5_000);
  const settings = options.settings ?? defaultSenderSettings();
  let running = true;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (running) {
      try {
        await sendDueCheckinMessages(db, settings);
        recordHeartbeat("checkin_email_sender");
      } catch (error) {
        log.error({ err: error }, "a pass of the online check-in e-mails failed; the next one tries again");
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, intervalMs);
        timer.unref?.();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  })();
  log.info({ intervalMs, concurrency: settings.concurrency }, "online check-in e-mail sender started");
  return {
    async stop() {
      running = false;
      wake?.();
      await loop;
      log.info("online check-in e-mail sender stopped");
    },
  };
}

const holder = globalThis as typeof globalThis & { __lodgingCheckinSender?: RunningCheckinSender };

/** The app's in-process sender, started once per process however often the module is loaded. */
export function startInProcessCheckinSender(db: Database): RunningCheckinSender {
  holder.__lodgingCheckinSender ??= startCheckinMessageSender(db);
  return holder.__lodgingCheckinSender;
}
