"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { BookingList } from "./booking-list";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";
import { deskQueries } from "./queries";

/** Search by code, name or phone; "/" anywhere on the page jumps here. */
export function BookingSearch() {
  const { t } = useI18n();
  const property = useProperty();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key === "/" && !["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const results = useQuery(deskQueries.search(property.id, query));

  return (
    <section className={styles.todaySearch} aria-labelledby="search-title">
      {/* Named for a screen reader; the field's label says it to the eye. */}
      <h2 id="search-title" className={styles.srOnly}>
        {t("search")}
      </h2>
      <div className={styles.searchBox} role="search">
        <div className={styles.field}>
          <label htmlFor="booking-search">{t("searchPlaceholder")}</label>
          <input
            id="booking-search"
            ref={input}
            className={styles.input}
            type="search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="search-hint"
          />
        </div>
        <span id="search-hint" className={`${styles.muted} ${styles.small}`}>
          {t("searchHint")}
        </span>
      </div>
      {query.length >= 2 ? (
        <div aria-live="polite">
          {results.isPending ? <p className={styles.muted}>{t("loading")}</p> : null}
          {results.error ? <ErrorMessage error={results.error} /> : null}
          {results.data ? <BookingList bookings={results.data} emptyText={t("noResults")} /> : null}
        </div>
      ) : null}
    </section>
  );
}
