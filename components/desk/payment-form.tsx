"use client";

import { useState, type FormEvent } from "react";
import { ApiError } from "./api-client";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { useI18n } from "./i18n";
import { localTimestamp } from "./local-time";
import { parseAmount } from "./money";
import { PaymentFields, type PaymentMethod } from "./payment-fields";
import { useProperty } from "./property-context";
import { useUpdateBooking } from "./queries";


/** Records a payment through Update Booking (payments, method add), paid now at the property's time. */
export function PaymentForm({ code, currency, suggested, idPrefix, onRecorded }: { code: string; currency: string; suggested?: number; idPrefix: string; onRecorded?(): void }) {
  const { t } = useI18n();
  const property = useProperty();
  const update = useUpdateBooking(property.id, code);
  const [amountText, setAmountText] = useState(suggested && suggested > 0 ? String(suggested) : "");
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [localError, setLocalError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(amountText, currency);
    if (amount === undefined || Number.isNaN(amount) || amount <= 0) {
      setLocalError(t("notANumber"));
      return;
    }
    setLocalError(undefined);
    update.mutate(
      { payments: { method: "add", records: [{ amount, method, paid_at: localTimestamp(property.timezone) }] } },
      { onSuccess: () => { setAmountText(""); onRecorded?.(); } },
    );
  };
  const apiError = update.error instanceof ApiError ? update.error : undefined;
  const amountError = localError ?? apiError?.fieldErrors["payments.records.0.amount"]?.[0];
  const otherError = apiError && !apiError.fieldErrors["payments.records.0.amount"] ? apiError.message : undefined;

  return (
    <form onSubmit={submit} aria-label={t("recordPayment")}>
      <div className={styles.row}>
        <PaymentFields
          idPrefix={idPrefix}
          currency={currency}
          amountText={amountText}
          onAmountText={setAmountText}
          method={method}
          onMethod={setMethod}
          amountError={amountError}
        />
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={update.isPending} style={{ alignSelf: "flex-end" }}>
          {t("recordPayment")}
        </button>
      </div>
      {otherError ? <ErrorMessage error={update.error} /> : null}
      {update.isSuccess ? <p role="status" className={styles.success}>{t("saved")}</p> : null}
    </form>
  );
}
