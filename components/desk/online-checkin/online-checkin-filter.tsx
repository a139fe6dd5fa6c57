"use client";

import { ONLINE_CHECKIN_FILTERS, type OnlineCheckin, type OnlineCheckinFilter } from "@/server/domain/online-checkin";
import styles from "../desk.module.css";
import { useI18n } from "../i18n";
import own from "./online-checkin.module.css";
import { STATE_KEYS } from "./online-checkin-words";

/**
 * The arrivals' filter by online check-in (all, not started, in progress, complete), each with
 * its count: a select, so it takes one short line at any width.
 */
export function OnlineCheckinFilterSelect({
  value,
  onChange,
  arrivals,
}: {
  value: OnlineCheckinFilter;
  onChange(next: OnlineCheckinFilter): void;
  arrivals: readonly { online_checkin: Pick<OnlineCheckin, "state"> }[];
}) {
  const { t } = useI18n();
  const count = (filter: OnlineCheckinFilter) =>
    filter === "all" ? arrivals.length : arrivals.filter((booking) => booking.online_checkin.state === filter).length;
  return (
    <p className={own.filter}>
      <label htmlFor="online-checkin-filter">{t("onlineFilterLabel")}</label>
      <select
        id="online-checkin-filter"
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value as OnlineCheckinFilter)}
      >
        {ONLINE_CHECKIN_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {filter === "all" ? t("onlineFilterAll") : t(STATE_KEYS[filter])} ({count(filter)})
          </option>
        ))}
      </select>
    </p>
  );
}
