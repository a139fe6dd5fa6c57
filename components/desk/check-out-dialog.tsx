"use client";

import { useState, type FormEvent } from "react";
import { ApiError } from "./api-client";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { Dialog } from "./dialog";
import { useI18n } from "./i18n";
import { localHour } from "./local-time";
import { formatMoney } from "./money";
import { PaymentForm } from "./payment-form";
import { useProperty } from "./property-context";
import { useCheckOutRoom } from "./queries";

/**
 * Check-out of one room with the actual departure hour. A BOOKING_CHECKOUT_UNBALANCED answer
 * shows the amount due (or overpaid) and a payment form, then the same check-out again.
 */
export function CheckOutDialog({ code, roomId, roomLabel, currency, onClose }: { code: string; roomId: string; roomLabel: string; currency: string; onClose(): void }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const checkOut = useCheckOutRoom(property.id, code);
  const [hour, setHour] = useState(() => localHour(property.timezone));
  const [paymentRecorded, setPaymentRecorded] = useState(false);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    checkOut.mutate({ roomId, departureHour: hour }, { onSuccess: onClose });
  };
  const error = checkOut.error instanceof ApiError ? checkOut.error : undefined;
  const unbalanced = error?.code === "BOOKING_CHECKOUT_UNBALANCED" && typeof error.body.balance === "number" ? error.body.balance : undefined;
  const hourError = error?.fieldErrors.departure_hour?.[0];
  const titleId = `checkout-${roomId}`;

  return (
    <Dialog open onClose={onClose} titleId={titleId}>
      <h2 id={titleId}>{t("checkOutRoom", { room: roomLabel })}</h2>
      <form onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={`${titleId}-hour`}>{t("departureHour")}</label>
          <input
            id={`${titleId}-hour`}
            className={styles.input}
            type="time"
            required
            value={hour}
            onChange={(event) => setHour(event.target.value)}
            aria-invalid={hourError ? true : undefined}
            style={{ maxWidth: 140 }}
            autoFocus
          />
          {hourError ? <p className={styles.fieldError}>{hourError}</p> : null}
        </div>
        {unbalanced !== undefined && paymentRecorded ? (
          <p role="status" className={styles.success}>
            {t("saved")} {t("tryAgain")}.
          </p>
        ) : unbalanced !== undefined ? (
          <div role="alert" className={styles.alert}>
            <strong>
              {unbalanced > 0
                ? t("amountDue", { amount: formatMoney(unbalanced, currency, language) })
                : t("amountOverpaid", { amount: formatMoney(-unbalanced, currency, language) })}
            </strong>
            {unbalanced > 0 ? <div>{t("recordPaymentThenRetry")}</div> : null}
          </div>
        ) : error && !hourError ? (
          <ErrorMessage error={error} />
        ) : null}
        {unbalanced === undefined || paymentRecorded ? (
          <div className={styles.dialogActions}>
            <button type="button" className={styles.button} onClick={onClose}>
              {t("close")}
            </button>
            <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={checkOut.isPending}>
              {paymentRecorded ? t("tryAgain") : t("confirmCheckOut")}
            </button>
          </div>
        ) : null}
      </form>
      {unbalanced !== undefined && unbalanced > 0 && !paymentRecorded ? (
        <section aria-label={t("recordPayment")} className={styles.panel} style={{ marginTop: 8 }}>
          <h3>{t("recordPayment")}</h3>
          <PaymentForm code={code} currency={currency} suggested={unbalanced} idPrefix={`${titleId}-pay`} onRecorded={() => setPaymentRecorded(true)} />
        </section>
      ) : null}
      {unbalanced !== undefined && !paymentRecorded ? (
        <div className={styles.dialogActions}>
          <button type="button" className={styles.button} onClick={onClose}>
            {t("close")}
          </button>
          <button type="button" className={styles.button} onClick={() => submit()} disabled={checkOut.isPending}>
            {t("tryAgain")}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
