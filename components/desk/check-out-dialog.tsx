"use client";

import { useState, type FormEvent } from "react";
import { formatMoney } from "@/components/i18n/format";
import { ApiError } from "./api-client";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { Dialog } from "./dialog";
import { useI18n } from "./i18n";
import { localHour } from "./local-time";
import { parseAmount, sumAmounts } from "./money";
import { PaymentFields, type PaymentMethod } from "./payment-fields";
import { useProperty } from "./property-context";
import { useCheckOutRoom } from "./queries";
import type { BookingLedger } from "./types";

/**
 * Check-out in one step: the room's charge and the balance that decides (the booking's, or its
 * group's for a merged child) are shown before anything is confirmed, with the property's rule
 * in words. When money is due the payment is prefilled and recorded with the check-out in one
 * request (Check-out's `payment`), so a refused check-out keeps no payment either. Then a
 * printable receipt.
 */
export function CheckOutDialog({
  code,
  roomId,
  roomLabel,
  roomCharge,
  ledger,
  currency,
  onClose,
}: {
  code: string;
  roomId: string;
  roomLabel: string;
  roomCharge: number;
  ledger: BookingLedger;
  currency: string;
  onClose(): void;
}) {
  const { t, language } = useI18n();
  const property = useProperty();
  const checkOut = useCheckOutRoom(property.id, code);
  const [hour, setHour] = useState(() => localHour(property.timezone));
  const due = ledger.balance;
  const [collect, setCollect] = useState(due > 0);
  const [amountText, setAmountText] = useState(due > 0 ? String(due) : "");
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [amountError, setAmountError] = useState<string>();
  // The receipt keeps the figures as they were when confirmed: the ledger refetches after the check-out.
  const [receipt, setReceipt] = useState<{ hour: string; paid: number | null; total: number; paidBefore: number; balanceBefore: number }>();
  const money = (amount: number) => formatMoney(language, currency, amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let payment: { amount: number; method: string } | null = null;
    if (collect) {
      const amount = parseAmount(amountText, currency);
      if (amount === undefined || Number.isNaN(amount) || amount <= 0) {
        setAmountError(t("notANumber"));
        return;
      }
      payment = { amount, method };
    }
    setAmountError(undefined);
    const figures = { total: ledger.balance_amount, paidBefore: ledger.balance_paid, balanceBefore: ledger.balance };
    checkOut.mutate({ roomId, departureHour: hour, payment }, { onSuccess: () => setReceipt({ hour, paid: payment?.amount ?? null, ...figures }) });
  };
  const error = checkOut.error instanceof ApiError ? checkOut.error : undefined;
  const stillDue = error?.code === "BOOKING_CHECKOUT_UNBALANCED" && typeof error.body.balance === "number" ? error.body.balance : undefined;
  const hourError = error?.fieldErrors.departure_hour?.[0];
  const serverAmountError = error?.fieldErrors["payment.amount"]?.[0];
  const titleId = `checkout-${roomId}`;
  const payerNote = ledger.balance_of !== code ? t("balanceOfGroup", { code: ledger.balance_of }) : null;

  if (receipt) {
    return (
      <Dialog open onClose={onClose} titleId={titleId}>
        <div className={styles.receipt}>
          <h2 id={titleId}>{t("receiptTitle")}</h2>
          <p role="status" className={styles.success}>
            {t("checkedOutMessage", { room: roomLabel, hour: receipt.hour })}
          </p>
          <dl className={styles.totals}>
            <dt>{t("propertyLabel")}</dt>
            <dd>{property.title}</dd>
            <dt>{t("bookingCode")}</dt>
            <dd className={styles.code}>{code}</dd>
            <dt>{t("room")}</dt>
            <dd>{roomLabel}</dd>
            <dt>{t("roomCharge")}</dt>
            <dd>{money(roomCharge)}</dd>
            <dt>{t("bookingTotal")}</dt>
            <dd>{money(receipt.total)}</dd>
            <dt>{t("paidBefore")}</dt>
            <dd>{money(receipt.paidBefore)}</dd>
            {receipt.paid !== null ? (
              <>
                <dt>
                  {t("paidNow")} ({t(method)})
                </dt>
                <dd>{money(receipt.paid)}</dd>
              </>
            ) : null}
            <dt>{t("balanceAfter")}</dt>
            <dd>
              <strong data-testid="receipt-balance">{money(sumAmounts([receipt.balanceBefore, -(receipt.paid ?? 0)], currency))}</strong>
            </dd>
          </dl>
        </div>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.button} onClick={() => window.print()}>
            {t("printReceipt")}
          </button>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onClose} autoFocus>
            {t("close")}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} titleId={titleId}>
      <h2 id={titleId}>{t("checkOutRoom", { room: roomLabel })}</h2>
      <dl className={styles.totals}>
        <dt>{t("roomCharge")}</dt>
        <dd>{money(roomCharge)}</dd>
        <dt>{payerNote ?? t("bookingTotal")}</dt>
        <dd>{money(ledger.balance_amount)}</dd>
        <dt>{t("paid")}</dt>
        <dd>{money(ledger.balance_paid)}</dd>
        <dt>{t("balance")}</dt>
        <dd>
          <strong data-testid="checkout-balance">{money(due)}</strong>
        </dd>
      </dl>
      <p className={due !== 0 && ledger.require_full_payment_at_checkout ? styles.notice : styles.muted}>
        {ledger.require_full_payment_at_checkout
          ? due > 0
            ? t("ruleFullPaymentDue", { code: ledger.balance_of })
            : due < 0
              ? t("ruleFullPaymentOverpaid", { amount: money(-due) })
              : t("ruleFullPaymentMet")
          : t("ruleNoFullPayment")}
      </p>
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
        <label className={styles.row} style={{ margin: "8px 0" }}>
          <input type="checkbox" checked={collect} onChange={(event) => setCollect(event.target.checked)} /> {t("collectPaymentNow")}
        </label>
        {collect ? (
          <div className={styles.row}>
            <PaymentFields
              idPrefix={`${titleId}-pay`}
              currency={currency}
              amountText={amountText}
              onAmountText={setAmountText}
              method={method}
              onMethod={setMethod}
              amountError={amountError ?? serverAmountError}
            />
          </div>
        ) : null}
        {stillDue !== undefined ? (
          <p role="alert" className={styles.alert}>
            {stillDue > 0 ? t("amountDue", { amount: money(stillDue) }) : t("amountOverpaid", { amount: money(-stillDue) })}
          </p>
        ) : error && !hourError && !serverAmountError ? (
          <ErrorMessage error={error} />
        ) : null}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.button} onClick={onClose}>
            {t("close")}
          </button>
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={checkOut.isPending}>
            {collect ? t("collectAndCheckOut") : t("confirmCheckOut")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
