"use client";

import { useQuery } from "@tanstack/react-query";
import { formatDate } from "@/i18n/format";
import { BoardCounts } from "./board-counts";
import { BoardSections } from "./board-sections";
import { BoardSkeleton } from "./board-skeleton";
import { BookingSearch } from "./booking-search";
import { BookingSourcesLegend } from "./booking-sources-legend";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { NewBookingButton } from "./new-booking/new-booking-button";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";
import { deskQueries } from "./queries";
import type { TodayAtDesk } from "@/server/desk/read-today";

/**
 * Today: a compact head (the date and time on the title's line, the counts, search and "New
 * booking" side by side, at 360 px too), then the board with today's arrivals first (board-sections.tsx). The board and
 * the declarations due come in one answer (read-today.ts), rendered with the page by the server
 * when it can, refreshed every minute and when the window comes back into focus; when the page
 * must ask for it, the board's skeleton holds its place until it comes.
 */
export function TodayPage({ initial }: { initial?: TodayAtDesk }) {
  const { t, language } = useI18n();
  const property = useProperty();
  // The server's render brought the board (read-today-for-page.ts): shown at once, and fresh for
  // the minute the page refreshes it in anyway.
  const board = useQuery({ ...deskQueries.today(property.id), initialData: initial, staleTime: initial ? 60_000 : 0 });
  const data = board.data;
  return (
    <>
      <div className={styles.todayHead}>
        <h1 className={styles.todayTitle}>
          {t("today")} <span className={styles.muted}>{data ? `· ${formatDate(language, data.today, "short")} ${data.time}` : ""}</span>
        </h1>
        {data ? <BoardCounts counts={data.counts} /> : <p className={`${styles.boardCounts} ${styles.small}`} aria-hidden="true" />}
        <div className={styles.todayActions}>
          <BookingSearch />
          <NewBookingButton />
        </div>
      </div>
      {board.error ? <ErrorMessage error={board.error} /> : null}
      {data ? <BoardSections data={data} /> : board.error ? null : <BoardSkeleton />}
      {data ? <BookingSourcesLegend /> : null}
    </>
  );
}
