"use client";

import type { OnlineCheckin } from "@/server/domain/online-checkin";
import styles from "../desk.module.css";
import { useI18n } from "../i18n";
import { useProperty } from "../property-context";
import own from "./online-checkin.module.css";
import { instantFormatter, problemTitle, sentAndOpened, STATE_ICONS, STATE_KEYS } from "./online-checkin-words";

/**
 * An arrival's online check-in on the Today board, compact: the state and "3/4 guests" as a
 * badge, then when the e-mail went and the link was opened (one line, cut with an ellipsis; its
 * whole text on hover and read aloud), and a failed or bounced delivery as a red badge with its
 * reason, so no delivery fails unseen.
 */
export function OnlineCheckinRow({ online }: { online: OnlineCheckin }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const when = instantFormatter(language, property.timezone);
  const facts = online.stopped_at ? t("onlineStoppedAt", { at: when(online.stopped_at) }) : sentAndOpened(online, t, when);
  const guests = t("onlineGuestsLong", { registered: online.guests_registered, needed: online.guests_needed });
  return (
    <>
      <span className={`${styles.row} ${styles.small}`} data-testid="online-checkin" data-state={online.state}>
        <span
          className={`${styles.badge} ${own.state} ${own[online.state]}`}
          title={`${t("onlineCheckin")}: ${t(STATE_KEYS[online.state])} · ${guests}`}
        >
          <span className={own.icon} aria-hidden="true">
            {STATE_ICONS[online.state]}
          </span>
          <span className={own.srOnly}>{t("onlineCheckin")}: </span>
          {t(STATE_KEYS[online.state])} · {t("onlineGuests", { registered: online.guests_registered, needed: online.guests_needed })}
        </span>
        {online.last_problem ? (
          <span className={`${styles.badge} ${own.problem}`} data-testid="online-checkin-problem">
            ⚠ {t(`online_${online.last_problem.status}`)}
          </span>
        ) : null}
      </span>
      <span className={`${styles.oneLine} ${styles.small} ${styles.muted}`} title={facts}>
        {facts}
      </span>
      {online.last_problem ? (
        <span className={`${styles.oneLine} ${styles.small}`} title={online.last_problem.reason ?? undefined}>
          {problemTitle(online.last_problem, t, when)}
          {online.last_problem.reason ? `: ${online.last_problem.reason}` : null}
        </span>
      ) : null}
    </>
  );
}
