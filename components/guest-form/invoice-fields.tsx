"use client";

import { useFormContext, useFormState } from "react-hook-form";
import type { CheckinFormValues } from "./form-values";
import type { MessageKey, Translate } from "./message-types";
import styles from "./checkin.module.css";

type InvoiceField = keyof CheckinFormValues["invoice"];

/** The company invoice's details (booking level, kept on the primary guest), once the guest asks for one. */
export default function InvoiceFields({ t }: { t: Translate }) {
  const { register, control } = useFormContext<CheckinFormValues>();
  const { errors } = useFormState({ control, name: "invoice" });

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
    <div className={styles.invoice}>
      {field("company", "invoiceCompany", { maxLength: 255, autoComplete: "organization" })}
      {field("tax_code", "invoiceTaxCode", { maxLength: 20 })}
      {field("address", "invoiceAddress", { maxLength: 255 })}
      {field("email", "invoiceEmail", { maxLength: 255, type: "email", autoComplete: "email" })}
    </div>
  );
}
