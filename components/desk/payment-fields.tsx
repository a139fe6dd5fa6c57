"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { parseTypedAmount, toJsonAmount } from "@/server/domain/typed-amount";
import styles from "./desk.module.css";
import { FieldError, invalidProps } from "./form-parts";
import { useI18n } from "./i18n";
import type { Translate } from "./message-tables";

/** The payment methods the desk records (each is a `payment_method_*` word of the vocabulary). */
export const PAYMENT_METHODS = ["cash", "bank_transfer", "credit_card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment's method in words; one the desk does not record (an OTA's, from the API) as it came. */
export function paymentMethodName(t: Translate, method: string | null): string {
  if (!method) return "";
  return (PAYMENT_METHODS as readonly string[]).includes(method) ? t(`payment_method_${method as PaymentMethod}`) : method;
}

/** A payment as typed: the amount as the receptionist writes it ("1.200.000") and the method. */
export interface PaymentValues {
  amount: string;
  method: PaymentMethod;
}

/** The typed amount of money received, for a request; undefined when it is not an amount above 0. */
export function receivedAmount(text: string, currency: string): number | undefined {
  const amount = parseTypedAmount(text, currency);
  return amount && amount.gt(0) ? toJsonAmount(amount) : undefined;
}

/**
 * A payment's amount and method, with the amount's error under it: the payments panel and the
 * check-out dialog record payments with the same fields, registered in their own forms.
 */
export function PaymentFields(props: {
  idPrefix: string;
  currency: string;
  amount: UseFormRegisterReturn;
  method: UseFormRegisterReturn;
  amountError?: string;
  methodError?: string;
}) {
  const { t } = useI18n();
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
          {...props.amount}
          {...invalidProps(`${props.idPrefix}-amount`, props.amountError)}
        />
        <FieldError id={`${props.idPrefix}-amount`} message={props.amountError} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${props.idPrefix}-method`}>{t("method")}</label>
        <select
          id={`${props.idPrefix}-method`}
          className={styles.input}
          {...props.method}
          {...invalidProps(`${props.idPrefix}-method`, props.methodError)}
        >
          {PAYMENT_METHODS.map((value) => (
            <option key={value} value={value}>
              {t(`payment_method_${value}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${props.idPrefix}-method`} message={props.methodError} />
      </div>
    </>
  );
}
