"use client";

import styles from "./desk.module.css";
import { useI18n } from "./i18n";

/** The payment methods the desk records (each has its words in messages.ts). */
export const PAYMENT_METHODS = ["cash", "bank_transfer", "credit_card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A payment's amount (as the receptionist types it: "1.200.000") and method, with the amount's
 * error under it: the payments panel and the check-out dialog record payments with the same fields.
 */
export function PaymentFields(props: {
  idPrefix: string;
  currency: string;
  amountText: string;
  onAmountText(text: string): void;
  method: PaymentMethod;
  onMethod(method: PaymentMethod): void;
  amountError?: string;
}) {
  const { t } = useI18n();
  const errorId = `${props.idPrefix}-amount-error`;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${props.idPrefix}-amount`}>
          {t("paymentAmount")} ({props.currency})
        </label>
        <input
          id={`${props.idPrefix}-amount`}
          className={`${styles.input} ${styles.num}`}
          inputMode="decimal"
          value={props.amountText}
          onChange={(event) => props.onAmountText(event.target.value)}
          aria-invalid={props.amountError ? true : undefined}
          aria-describedby={props.amountError ? errorId : undefined}
        />
        {props.amountError ? (
          <p id={errorId} className={styles.fieldError}>
            {props.amountError}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${props.idPrefix}-method`}>{t("method")}</label>
        <select id={`${props.idPrefix}-method`} className={styles.input} value={props.method} onChange={(event) => props.onMethod(event.target.value as PaymentMethod)}>
          {PAYMENT_METHODS.map((value) => (
            <option key={value} value={value}>
              {t(value)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
