"use client";

import { useMemo, useState, type FormEvent } from "react";
import { formatWeekday } from "@/components/i18n/date-time";
import { formatDate, formatMoney } from "@/components/i18n/format";
import { ApiError } from "./api-client";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { Dialog } from "./dialog";
import { useI18n } from "./i18n";
import { localDate } from "./local-time";
import { useProperty } from "./property-context";
import { useChangeRoomRate } from "./queries";
import { evaluateRateForm, placeRateErrors } from "./rate-form";
import type { RoomLedger } from "./types";

/**
 * The nightly rate grid of one room: date, weekday, current and new price per night, one
 * price for every night, the room discount, and the new room and booking totals as you type.
 */
export function RateDialog({
  code,
  room,
  roomLabel,
  currency,
  bookingAmount,
  roomCounts,
  onClose,
}: {
  code: string;
  room: RoomLedger;
  roomLabel: string;
  currency: string;
  bookingAmount: number;
  roomCounts: boolean;
  onClose(): void;
}) {
  const { t, language } = useI18n();
  const property = useProperty();
  const change = useChangeRoomRate(property.id, code);
  const [newPrices, setNewPrices] = useState<Record<string, string>>({});
  const [samePrice, setSamePrice] = useState("");
  const [discountText, setDiscountText] = useState("");
  const [sentDays, setSentDays] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [reason, setReason] = useState("");
  // Nights already past are repriced only with a reason (the server refuses without one).
  const hasPastNights = room.nights.some((night) => night.day < localDate(property.timezone));
  const money = (amount: number) => formatMoney(language, currency, amount);

  const form = useMemo(
    () =>
      evaluateRateForm({
        currency,
        nights: room.nights,
        currentDiscount: room.discount,
        newPrices,
        discountText,
        bookingAmount,
        currentRoomCharge: room.room_charge,
        roomCounts,
      }),
    [currency, room, newPrices, discountText, bookingAmount, roomCounts],
  );
  const apiErrors = change.error instanceof ApiError ? placeRateErrors(change.error.fieldErrors, sentDays) : undefined;
  const reasonError = change.error instanceof ApiError ? change.error.fieldErrors.reason?.join(" ") : undefined;
  const apiMessage = change.error instanceof ApiError && Object.keys(change.error.fieldErrors).length === 0 ? change.error.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!form.request) return;
    setSentDays(form.request.days_breakdown?.map((night) => night.day) ?? []);
    change.mutate({ roomId: room.id, ...form.request, reason: reason.trim() || null }, { onSuccess: onClose });
  };
  const applySamePrice = () => {
    if (samePrice.trim() !== "") setNewPrices(Object.fromEntries(room.nights.map((night) => [night.day, samePrice])));
  };
  const cellError = (day: string) => apiErrors?.cells[day] ?? (submitted || newPrices[day] ? messageOf(form.cellErrors[day]) : undefined);
  const discountError = apiErrors?.discount ?? (form.discountError ? t(form.discountError) : undefined);
  function messageOf(key: (typeof form.cellErrors)[string] | undefined) {
    return key ? t(key) : undefined;
  }
  const titleId = `rate-${room.id}`;

  return (
    <Dialog open onClose={onClose} titleId={titleId}>
      <h2 id={titleId}>{t("changeRateOf", { room: roomLabel })}</h2>
      <form onSubmit={submit} noValidate>
        <div className={styles.row} style={{ alignItems: "flex-end", marginBottom: 8 }}>
          <div className={styles.field}>
            <label htmlFor={`${titleId}-same`}>{t("samePrice")}</label>
            <input
              id={`${titleId}-same`}
              className={`${styles.input} ${styles.num}`}
              inputMode="decimal"
              value={samePrice}
              onChange={(e) => setSamePrice(e.target.value)}
              onKeyDown={(event) => {
                // Enter here fills the grid (as the Apply button does) rather than saving.
                if (event.key === "Enter") {
                  event.preventDefault();
                  applySamePrice();
                }
              }}
            />
          </div>
          <button
            type="button"
            className={styles.button}
            onClick={applySamePrice}
            disabled={samePrice.trim() === ""}
          >
            {t("apply")}
          </button>
        </div>
        <div style={{ maxHeight: "40vh", overflow: "auto" }}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("date")}</th>
                <th scope="col">{t("weekday")}</th>
                <th scope="col" className={styles.num}>
                  {t("currentPrice")}
                </th>
                <th scope="col" className={styles.num}>
                  {t("newPrice")}
                </th>
              </tr>
            </thead>
            <tbody>
              {room.nights.map((night) => {
                const error = cellError(night.day);
                const id = `${titleId}-${night.day}`;
                return (
                  <tr key={night.day}>
                    <th scope="row">{formatDate(language, night.day, "short")}</th>
                    <td>{formatWeekday(language, night.day)}</td>
                    <td className={styles.num}>{night.price === null ? <span className={styles.muted}>{t("notStored")}</span> : money(night.price)}</td>
                    <td className={styles.num}>
                      <input
                        id={id}
                        className={`${styles.input} ${styles.num}`}
                        inputMode="decimal"
                        aria-label={`${t("newPrice")} ${night.day}`}
                        value={newPrices[night.day] ?? ""}
                        onChange={(event) => setNewPrices((prices) => ({ ...prices, [night.day]: event.target.value }))}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        style={{ width: 130 }}
                      />
                      {error ? (
                        <p id={`${id}-error`} className={styles.fieldError}>
                          {error}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className={styles.row} style={{ marginTop: 8, alignItems: "flex-start" }}>
          <div className={styles.field}>
            <label htmlFor={`${titleId}-discount`}>
              {t("roomDiscount")} <span className={styles.muted}>({t("currentDiscount", { amount: money(room.discount) })})</span>
            </label>
            <input
              id={`${titleId}-discount`}
              className={`${styles.input} ${styles.num}`}
              inputMode="decimal"
              value={discountText}
              onChange={(event) => setDiscountText(event.target.value)}
              aria-invalid={discountError ? true : undefined}
              aria-describedby={discountError ? `${titleId}-discount-error` : undefined}
              style={{ width: 150 }}
            />
            {discountError ? (
              <p id={`${titleId}-discount-error`} className={styles.fieldError}>
                {discountError}
              </p>
            ) : null}
          </div>
          <dl className={styles.totals} aria-live="polite" style={{ marginLeft: "auto", minWidth: 260 }}>
            <dt>{t("newRoomTotal")}</dt>
            <dd data-testid="preview-room-total">{money(form.newRoomCharge)}</dd>
            <dt>{t("newBookingTotal")}</dt>
            <dd data-testid="preview-booking-total">{money(form.newBookingTotal)}</dd>
          </dl>
        </div>
        <div className={styles.field} style={{ marginTop: 8 }}>
          <label htmlFor={`${titleId}-reason`}>{t(hasPastNights ? "reasonForPast" : "reasonOptional")}</label>
          <input
            id={`${titleId}-reason`}
            className={styles.input}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${titleId}-reason-error` : undefined}
          />
          {reasonError ? (
            <p id={`${titleId}-reason-error`} className={styles.fieldError}>
              {reasonError}
            </p>
          ) : null}
        </div>
        {apiErrors?.grid && !reasonError ? (
          <p role="alert" className={styles.alert}>
            {apiErrors.grid}
          </p>
        ) : apiMessage ? (
          <ErrorMessage error={change.error} />
        ) : null}
        {submitted && form.nothingChanged ? <p className={styles.notice}>{t("nothingToChange")}</p> : null}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.button} onClick={onClose}>
            {t("close")}
          </button>
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={change.isPending}>
            {t("saveRate")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
