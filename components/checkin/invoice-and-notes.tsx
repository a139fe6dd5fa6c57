"use client";

import { useFormContext, useFormState, useWatch } from "react-hook-form";
import type { CheckinFormValues } from "./form-values";
import type { MessageKey, Translate } from "./translate";
import styles from "./checkin.module.css";

type InvoiceField = keyof CheckinFormValues["invoice"];

/** Invoice details (booking level, kept on the primary guest) and the guest's message to the property (`guest_message`). */
export function InvoiceAndNotes({ t }: { t: Translate }) {
  const { register, control } = useFormContext<CheckinFormValues>();
  const wantsInvoice = useWatch({ control, name: "wantsInvoice" });
  const { errors } = useFormState({ control, name: ["invoice", "message"] });

  const field = (name: InvoiceField, label: MessageKey, options: { maxLength: number; type?: string; autoComplete?: string }) => {
    const error = errors.invoice?.[name]?.message;
    return (
      <div className={styles.field}>
        <label htmlFor={`invoice-${name}`}>{t(label)}</label>
        <input
          id={`invoice-${name}`}
          type={options.type ?? "text"}
          autoComplete={options.autoComplete ?? "off"}
          maxLength={options.maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `invoice-${name}-error` : undefined}
          {...register(`invoice.${name}`)}
        />
        {error ? (
          <p id={`invoice-${name}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section aria-labelledby="step-invoice" className={styles.step}>
      <h2 id="step-invoice">
        <span className={styles.stepNumber}>2</span> {t("stepInvoice")}
      </h2>
      <label className={styles.checkRow}>
        <input type="checkbox" {...register("wantsInvoice")} /> {t("needInvoice")}
      </label>
      {wantsInvoice ? (
        <div className={styles.invoice}>
          {field("company", "invoiceCompany", { maxLength: 255, autoComplete: "organization" })}
          {field("tax_code", "invoiceTaxCode", { maxLength: 20 })}
          {field("address", "invoiceAddress", { maxLength: 255 })}
          {field("email", "invoiceEmail", { maxLength: 255, type: "email", autoComplete: "email" })}
        </div>
      ) : null}
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
