"use client";

import { Fragment } from "react";
import type { TodayBoard } from "@/server/desk/list-todays-bookings";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";

/**
 * The board's counts under the title, one for each part of a list the board shows (and in its
 * words), so a count always equals the rows under its heading: the answer's counts are the
 * lengths of those parts (list-todays-bookings.ts). "Partly arrived" only when there is one.
 */
export function BoardCounts({ counts }: { counts: TodayBoard["counts"] }) {
  const { t } = useI18n();
  const parts = [
    t("board_expected", { count: counts.arrivals_expected }),
    counts.arrivals_partly > 0 ? t("board_partly", { count: counts.arrivals_partly }) : null,
    t("board_arrived", { count: counts.arrivals_arrived }),
    t("board_inHouse", { count: counts.in_house }),
    t("board_due", { count: counts.departures_due }),
    t("board_overdue", { count: counts.departures_overdue }),
    t("board_departed", { count: counts.departures_departed }),
    t("board_attention", { count: counts.needs_attention }),
  ].filter((part) => part !== null);
  return (
    <p className={`${styles.boardCounts} ${styles.small}`} aria-live="polite" data-testid="board-counts">
      {/* A count never breaks from its words ("9 cần xử lý" stays whole when the line wraps). */}
      {parts.map((part, index) => (
        <Fragment key={part}>
          {index > 0 ? " · " : null}
          <span className={styles.noWrap}>{part}</span>
        </Fragment>
      ))}
    </p>
  );
}
