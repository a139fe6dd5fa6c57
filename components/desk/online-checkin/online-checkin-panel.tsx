"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { recipientAddress } from "@/server/domain/recipient-address";
import { ApiError } from "../api-client";
import styles from "../desk.module.css";
import { ErrorMessage } from "../error-message";
import { useI18n } from "../i18n";
import type { Translate } from "../message-tables";
import { useProperty } from "../property-context";
import own from "./online-checkin.module.css";
import { instantFormatter, problemTitle, STATE_ICONS, STATE_KEYS } from "./online-checkin-words";
import { onlineCheckinQueries, useCheckinMessagesAction } from "./queries";

/**
 * A booking's online check-in on its page: the state, guests registered, when the e-mail went,
 * when the link was first opened, a failed or bounced delivery with its reason; and the desk's
 * two actions, resend now and stop (after a confirmation). A refused resend says why in the
 * desk's language. A booking without an e-mail the mail can go to gets neither button, and a
 * line that says why (the resend could only be refused).
 */
export function OnlineCheckinPanel({ code, email }: { code: string; email: string | null }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const current = useQuery(onlineCheckinQueries.booking(property.id, code));
  const resend = useCheckinMessagesAction(property.id, code, "resend");
  const stop = useCheckinMessagesAction(property.id, code, "stop");
  const [confirmingStop, setConfirmingStop] = useState(false);
  const when = instantFormatter(language, property.timezone);
  const online = current.data?.online_checkin;
  return (
    <section className={styles.panel} aria-labelledby="online-checkin-title" data-testid="online-checkin-panel">
      <h2 id="online-checkin-title">{t("onlineCheckin")}</h2>
      {current.error ? <ErrorMessage error={current.error} /> : null}
      {!online ? (
        current.error ? null : (
          <p className={styles.muted}>{t("loading")}</p>
        )
      ) : (
        <>
          <p style={{ marginTop: 0 }}>
            <span className={`${styles.badge} ${own.state} ${own[online.state]}`}>
              <span className={own.icon} aria-hidden="true">
                {STATE_ICONS[online.state]}
              </span>
              {t(STATE_KEYS[online.state])}
            </span>{" "}
            {t("onlineGuestsLong", { registered: online.guests_registered, needed: online.guests_needed })}
          </p>
          <dl className={own.facts}>
            <dt>{t("onlineSentLabel")}</dt>
            {/* Nothing sent yet: a dash, and when the next one goes if one waits. */}
            <dd>
              {online.sent_at
                ? when(online.sent_at)
                : online.next_due_at
                  ? `— (${t("onlineDueAt", { at: when(online.next_due_at) })})`
                  : "—"}
            </dd>
            <dt>{t("onlineOpenedLabel")}</dt>
            <dd>{online.opened_at ? when(online.opened_at) : "—"}</dd>
            {online.completed_at ? (
              <>
                <dt>{t("onlineCompletedLabel")}</dt>
                <dd>{when(online.completed_at)}</dd>
              </>
            ) : null}
          </dl>
          {online.last_problem ? (
            <p role="alert" className={styles.alert} data-testid="online-checkin-problem">
              <strong>{problemTitle(online.last_problem, t, when)}</strong>
              {online.last_problem.reason ? <>: {online.last_problem.reason}</> : null}
            </p>
          ) : null}
          {online.stopped_at ? <p className={styles.notice}>{t("onlineStoppedAt", { at: when(online.stopped_at) })}</p> : null}
          {resend.error ? <RefusedAction error={resend.error} t={t} /> : null}
          {stop.error ? <ErrorMessage error={stop.error} /> : null}
          {resend.isSuccess && !resend.isPending ? (
            <p role="status" className={styles.success}>
              {t("onlineResent")}
            </p>
          ) : null}
          {!online.stopped_at && recipientAddress(email) === null ? (
            <p className={styles.muted} data-testid="online-checkin-no-email">
              {t(email?.trim() ? "onlineEmailUnusable" : "onlineNoEmail")}
            </p>
          ) : !online.stopped_at ? (
            <div className={styles.row}>
              <button type="button" className={styles.button} disabled={resend.isPending} onClick={() => resend.mutate()}>
                {t("onlineResend")}
              </button>
              {!confirmingStop ? (
                <button type="button" className={styles.button} disabled={stop.isPending} onClick={() => setConfirmingStop(true)}>
                  {t("onlineStop")}
                </button>
              ) : null}
            </div>
          ) : null}
          {confirmingStop && !online.stopped_at ? (
            <div role="alertdialog" aria-labelledby="online-stop-question" className={styles.notice}>
              <p id="online-stop-question" style={{ marginTop: 0 }}>
                {t("onlineStopConfirm")}
              </p>
              <div className={styles.row}>
                <button
                  type="button"
                  className={`${styles.button} ${styles.danger}`}
                  disabled={stop.isPending}
                  onClick={() => stop.mutate(undefined, { onSettled: () => setConfirmingStop(false) })}
                >
                  {t("onlineStopYes")}
                </button>
                <button type="button" className={styles.button} onClick={() => setConfirmingStop(false)}>
                  {t("close")}
                </button>
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Why the resend was refused (the route's 422 names the reason by its field), in the desk's words. */
function RefusedAction({ error, t }: { error: unknown; t: Translate }) {
  if (error instanceof ApiError && error.status === 422) {
    const fields = Object.keys(error.fieldErrors);
    const key = fields.includes("customer.email")
      ? "onlineRefused_email"
      : fields.includes("checkin_messages")
        ? "onlineRefused_stopped"
        : fields.includes("status")
          ? "onlineRefused_status"
          : null;
    if (key) {
      return (
        <p role="alert" className={styles.alert}>
          {t(key)}
        </p>
      );
    }
  }
  return <ErrorMessage error={error} />;
}
