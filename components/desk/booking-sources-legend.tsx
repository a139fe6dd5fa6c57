"use client";

import { useQuery } from "@tanstack/react-query";
import { SourceBadge } from "./badges";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";
import { deskQueries } from "./queries";

/** The property's direct booking sources (Get Booking Sources) with their colours, in the chosen language. */
export function BookingSourcesLegend() {
  const { t, language } = useI18n();
  const property = useProperty();
  const sources = useQuery(deskQueries.sources(property.id, language));
  if (!sources.data?.length) return null;
  return (
    <section className={styles.panel} aria-labelledby="sources-title">
      <h2 id="sources-title">{t("bookingSources")}</h2>
      <ul className={`${styles.row} ${styles.list}`}>
        {sources.data.map((source) => (
          <li key={source.name}>
            <SourceBadge source={source} />
          </li>
        ))}
      </ul>
    </section>
  );
}
