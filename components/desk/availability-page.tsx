"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { formatDayMonth } from "@/i18n/date-time";
import { formatMoney } from "@/i18n/format";
import { DateField } from "@/components/ui/date-field";
import { ApiError } from "./api-client";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import { localDate } from "./local-time";
import { NewBookingButton } from "./new-booking/new-booking-button";
import { useProperty } from "./property-context";
import { deskQueries } from "./queries";

interface Search {
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
}

/** Availability: room types with rate plans and nightly prices here (Search Room Type), and the chain (Search Properties). */
export function AvailabilityPage() {
  const { t, language } = useI18n();
  const property = useProperty();
  const [draft, setDraft] = useState<Search>(() => ({
    checkin: localDate(property.timezone),
    checkout: localDate(property.timezone, 1),
    adults: 2,
    children: 0,
  }));
  const [search, setSearch] = useState<Search>(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
  };
  const field = (name: keyof Search, label: string, type: "date" | "number") => (
    <div className={styles.field}>
      <label htmlFor={`availability-${name}`}>{label}</label>
      {type === "date" ? (
        <DateField
          id={`availability-${name}`}
          className={styles.input}
          lang={language}
          value={String(draft[name])}
          onChange={(value) => setDraft((current) => ({ ...current, [name]: value }))}
        />
      ) : (
        <input
          id={`availability-${name}`}
          className={styles.input}
          type={type}
          min={type === "number" ? 0 : undefined}
          value={draft[name]}
          onChange={(event) =>
            setDraft((current) => ({ ...current, [name]: type === "number" ? Number(event.target.value) : event.target.value }))
          }
          style={type === "number" ? { width: 80 } : undefined}
        />
      )}
    </div>
  );

  return (
    <>
      <div className={styles.spread}>
        <h1 className={styles.pageTitle}>{t("availability")}</h1>
        <NewBookingButton prefill={search} />
      </div>
      <form className={`${styles.panel} ${styles.row}`} style={{ alignItems: "flex-end" }} onSubmit={submit}>
        {field("checkin", t("checkinDate"), "date")}
        {field("checkout", t("checkoutDate"), "date")}
        {field("adults", t("adults"), "number")}
        {field("children", t("children"), "number")}
        <button type="submit" className={`${styles.button} ${styles.primary}`}>
          {t("searchAvailability")}
        </button>
      </form>
      <RoomTypes search={search} />
      <Chain search={search} />
    </>
  );
}

function ErrorText({ error }: { error: Error }) {
  const fields = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
  return (
    <p role="alert" className={styles.alert}>
      {fields.length > 0 ? fields.join(" ") : error.message}
    </p>
  );
}

function RoomTypes({ search }: { search: Search }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const result = useQuery(deskQueries.roomTypes(property.id, search));
  return (
    <section className={styles.panel} aria-labelledby="room-types-title">
      <h2 id="room-types-title">
        {t("roomTypes")} · {property.title}
      </h2>
      {result.error ? <ErrorText error={result.error} /> : null}
      {result.isPending ? <p className={styles.muted}>{t("loading")}</p> : null}
      {result.data?.map(({ room_types: type }) => (
        <article key={type.id} className={styles.room} aria-labelledby={`type-${type.id}`}>
          <div className={styles.roomHead}>
            <h3 id={`type-${type.id}`}>{type.title}</h3>
            <span className={`${styles.badge} ${type.quantity > 0 ? styles.availableBadge : styles.soldOut}`}>
              {type.quantity > 0 ? t("available", { count: type.quantity }) : t("soldOut")}
            </span>
            <span className={`${styles.muted} ${styles.small}`}>
              {t("adultCount", { count: type.occ_adults })}, {t("childCount", { count: type.occ_children })}
            </span>
            {type.quantity > 0 ? (
              <span className={styles.actions}>
                <NewBookingButton
                  primary={false}
                  label={t("newBookingOfType", { type: type.title })}
                  prefill={{ ...search, roomTypeId: type.id, adults: Math.min(search.adults, type.occ_adults) || 1 }}
                />
              </span>
            ) : null}
          </div>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("ratePlans")}</th>
                {type.rate_plans[0]?.days_breakdown.map((night) => (
                  <th key={night.day} scope="col" className={styles.num}>
                    {formatDayMonth(language, night.day)}
                  </th>
                ))}
                <th scope="col" className={styles.num}>
                  {t("total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {type.rate_plans.map((plan) => (
                <tr key={plan.id}>
                  <th scope="row">
                    {plan.title}
                    {plan.has_breakfast ? <span className={styles.muted}> · {t("breakfast")}</span> : null}
                  </th>
                  {plan.days_breakdown.map((night) => (
                    <td key={night.day} className={styles.num}>
                      {formatMoney(language, plan.currency, night.price)}
                    </td>
                  ))}
                  <td className={styles.num}>
                    <strong>{formatMoney(language, plan.currency, plan.estimated_total_price)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
    </section>
  );
}

function Chain({ search }: { search: Search }) {
  const { t, language } = useI18n();
  const result = useQuery(deskQueries.properties({ checkin: search.checkin, checkout: search.checkout }));
  return (
    <section className={styles.panel} aria-labelledby="chain-title">
      <h2 id="chain-title">{t("chain")}</h2>
      {result.error ? <ErrorText error={result.error} /> : null}
      {result.data ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("property")}</th>
              <th scope="col" className={styles.num}>
                {t("roomsLeft")}
              </th>
              <th scope="col" className={styles.num}>
                {t("avgRate")}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.data.map((property) => (
              <tr key={property.id}>
                <th scope="row">
                  <Link href={`/desk/${property.id}/availability`}>{property.title}</Link>
                </th>
                <td className={styles.num}>{property.quantity}</td>
                <td className={styles.num}>{formatMoney(language, property.currency, property.avg_daily_rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
