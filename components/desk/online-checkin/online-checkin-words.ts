import type { DeliveryProblem, OnlineCheckin, OnlineCheckinStateName } from "@/server/domain/online-checkin";
import { localeOf, type Lang } from "@/i18n/translate";
import type { Translate } from "../message-tables";
import { formatInstant } from "./format-instant";

/** The key of a state's word, for the badge and the filter alike. */
export const STATE_KEYS = {
  not_started: "online_not_started",
  in_progress: "online_in_progress",
  complete: "online_complete",
} as const satisfies Record<OnlineCheckinStateName, string>;

/** A mark beside the state's word (the word carries the meaning; the mark helps the eye). */
export const STATE_ICONS: Record<OnlineCheckinStateName, string> = { not_started: "○", in_progress: "◐", complete: "●" };

/** "E-mail sent 7 Mar 10:00 · opened 10 Mar 09:12": what the hover and the row's details say. */
export function sentAndOpened(online: OnlineCheckin, t: Translate, when: (iso: string) => string): string {
  const sent = online.sent_at ? t("onlineSentAt", { at: when(online.sent_at) }) : t("onlineNotSent");
  const due = !online.sent_at && online.next_due_at ? ` (${t("onlineDueAt", { at: when(online.next_due_at) })})` : "";
  const opened = online.opened_at ? t("onlineOpenedAt", { at: when(online.opened_at) }) : t("onlineNotOpened");
  return `${sent}${due} · ${opened}`;
}

/** "E-mail bounced (invitation, 7 Mar 10:01)". */
export function problemTitle(problem: DeliveryProblem, t: Translate, when: (iso: string) => string): string {
  return t("onlineProblemAt", {
    problem: t(`online_${problem.status}`),
    kind: t(`onlineKind_${problem.kind as "invitation" | "reminder" | "resend"}`),
    at: when(problem.at),
  });
}

/** The property's clock in the desk's language. */
export function instantFormatter(language: Lang, timeZone: string): (iso: string) => string {
  return (iso) => formatInstant(localeOf(language), timeZone, iso);
}
