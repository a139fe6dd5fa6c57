"use client";

import Link from "next/link";
import { formatDate } from "@/i18n/format";
import type { DeclarationsDue } from "@/server/desk/read-declarations-due";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";
import { RegistrationGaps } from "./registration-gaps";

/**
 * Today's police declarations (Law on Residence art. 30): how many guest stays are still to be
 * declared before 23:00 (08:00 the next morning for arrivals from 23:00 on, property time) and
 * how many are overdue, each stay with its deadline and what its registration still lacks, and
 * how complete the night's registrations are. It comes with the board, in the same answer
 * (read-today.ts), refreshed every minute.
 */
export function DeclarationsDuePanel({ due: data }: { due: DeclarationsDue }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const counts = [
    data.counts.overdue > 0 ? t("declare_overdue", { count: data.counts.overdue }) : null,
    data.counts.by_23 > 0 ? t("declare_by23", { count: data.counts.by_23 }) : null,
    data.counts.by_08 > 0 ? t("declare_by08", { count: data.counts.by_08 }) : null,
  ].filter((line) => line !== null);
  return (
    <section className={styles.panel} aria-labelledby="declarations-title">
      <div className={styles.spread}>
        <h2 id="declarations-title">{t("declarations")}</h2>
        <Link href={`/desk/${encodeURIComponent(property.id)}/guest-register`}>{t("declare_open")}</Link>
      </div>
      <p aria-live="polite">
        <strong>{counts.length > 0 ? counts.join(" · ") : t("declare_none")}</strong>
      </p>
      <p className={styles.small}>
        {t("declare_nightComplete", {
          date: formatDate(language, data.night, "short"),
          percent: data.night_complete_percent,
          count: data.night_guests,
        })}
      </p>
      {data.stays.length > 0 ? (
        <ul className={styles.small}>
          {data.stays.map((stay) => (
            <li key={stay.guest_id}>
              <strong>{stay.name}</strong> · {t("room")} {stay.room} <span className={styles.code}>{stay.booking_code}</span> ·{" "}
              <span className={stay.overdue ? `${styles.badge} ${styles.attentionBadge} ${styles.badgeWraps}` : undefined}>
                {/* Late for the police, not for check-out ("overdue" is the board's word for a departure). */}
                {stay.overdue ? `${t("declare_stayOverdue")} · ` : ""}
                {t("declare_deadline", { time: stay.deadline.time, date: formatDate(language, stay.deadline.date, "short") })}
              </span>
              {stay.missing.length > 0 ? (
                <>
                  {" "}
                  · <RegistrationGaps missing={stay.missing} invalid={stay.invalid} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
