"use client";

import { lazy, Suspense } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { ArrivalTimeField } from "./arrival-time-field";
import type { CheckinFormValues } from "./form-values";
import type { Translate } from "./message-types";
import styles from "./checkin.module.css";

// The invoice's fields load on the tick that asks for a VAT invoice: most guests never need one.
const InvoiceFields = lazy(() => import("./invoice-fields"));

/** Invoice details (booking level, kept on the primary guest) and the guest's message to the property (`guest_message`). */
export function InvoiceAndNotes({ t }: { t: Translate }) {
  const { register, control } = useFormContext<CheckinFormValues>();
  const wantsInvoice = useWatch({ control, name: "wantsInvoice" });
  const { errors } = useFormState({ control, name: "message" });

  return (
    <section aria-labelledby="step-invoice" className={styles.step}>
      <h2 id="step-invoice">
        <span className={styles.stepNumber}>2</span> {t("stepInvoice")}
      </h2>
      <label className={styles.checkRow}>
        <input type="checkbox" {...register("wantsInvoice")} /> {t("needInvoice")}
      </label>
      {wantsInvoice ? (
        <Suspense fallback={null}>
          <InvoiceFields t={t} />
        </Suspense>
      ) : null}
      <ArrivalTimeField t={t} />
      <div className={styles.field}>
        <label htmlFor="guest-message">{t("message")}</label>
        <textarea id="guest-message" rows={3} maxLength={1000} aria-describedby="guest-message-hint" {...register("message")} />
        <p id="guest-message-hint" className={styles.hint}>
          {t("messageHint")}
        </p>
        {errors.message?.message ? <p className={styles.error}>{errors.message.message}</p> : null}
      </div>
    </section>
  );
}
