"use client";

import { useQuery } from "@tanstack/react-query";
import { BookingList } from "./booking-list";
import { BookingSearch } from "./booking-search";
import { BookingSourcesLegend } from "./booking-sources-legend";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";
import { deskQueries } from "./queries";

/** Today: search first (a guest is waiting), then arrivals, in-house and departures. */
export function TodayPage() {
  const { t } = useI18n();
  const property = useProperty();
  const board = useQuery(deskQueries.today(property.id));
  const columns = [
    { id: "arrivals", title: t("arrivals"), bookings: board.data?.arrivals },
    { id: "in-house", title: t("inHouse"), bookings: board.data?.in_house },
    { id: "departures", title: t("departures"), bookings: board.data?.departures },
  ];
  return (
    <>
      <h1 className={styles.pageTitle}>
        {t("today")} {board.data ? <span className={styles.muted}>· {board.data.today}</span> : null}
      </h1>
      <BookingSearch />
      {board.error ? <ErrorMessage error={board.error} /> : null}
      <div className={styles.columns}>
        {columns.map((column) => (
          <section key={column.id} className={styles.panel} aria-labelledby={`${column.id}-title`}>
            <h2 id={`${column.id}-title`}>
              {column.title} {column.bookings ? <span className={styles.muted}>({column.bookings.length})</span> : null}
            </h2>
            {column.bookings ? <BookingList bookings={column.bookings} /> : <p className={styles.muted}>{t("loading")}</p>}
          </section>
        ))}
      </div>
      <BookingSourcesLegend />
    </>
  );
}
