"use client";

import { useForm } from "react-hook-form";
import { recordRefundBodySchema } from "@/server/payments/overpayment-schemas";
import styles from "./desk.module.css";
import { FieldError, FormError, invalidProps, ReasonField } from "./form-parts";
import { useI18n } from "./i18n";
import { PaymentFields, receivedAmount, type PaymentMethod } from "./payment-fields";
import { useProperty } from "./property-context";
import { useRecordRefund } from "./queries";
import { issueProblems, placeApiErrors, problemsResolver, type FieldOf } from "./request-form";

interface RefundValues {
  amount: string;
  method: PaymentMethod;
  bankReference: string;
  reason: string;
}

const refundFieldOf: FieldOf = (path) => ({ amount: "amount", method: "method", bank_reference: "bankReference", reason: "reason" })[path];

/**
 * Records money given back to the guest (Record a refund): the amount (at most what was
 * overpaid, the server says so if not), how, the bank's reference of a transfer back, and why.
 * Recorded now, at the property's time.
 */
export function RefundForm({
  code,
  currency,
  suggested,
  idPrefix,
  onDone,
}: {
  code: string;
  currency: string;
  suggested: number;
  idPrefix: string;
  onDone(): void;
}) {
  const { t } = useI18n();
  const property = useProperty();
  const refund = useRecordRefund(property.id, code);
  const requestOf = (values: RefundValues) => ({
    amount: receivedAmount(values.amount, currency) ?? Number.NaN,
    method: values.method,
    reason: values.reason,
    bank_reference: values.bankReference.trim() || null,
  });
  const form = useForm<RefundValues>({
    defaultValues: { amount: String(suggested), method: "bank_transfer", bankReference: "", reason: "" },
    resolver: problemsResolver((values) => {
      if (receivedAmount(values.amount, currency) === undefined) return { amount: t("notANumber") };
      const parsed = recordRefundBodySchema.safeParse(requestOf(values));
      return parsed.success
        ? {}
        : issueProblems(parsed.error.issues, refundFieldOf, (issue) => (issue.path[0] === "reason" ? t("reasonRequired") : issue.message));
    }),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    refund.mutate(requestOf(values), { onSuccess: onDone, onError: (error) => placeApiErrors(error, form.setError, refundFieldOf) }),
  );
  const referenceId = `${idPrefix}-reference`;

  return (
    <form onSubmit={submit} aria-label={t("recordRefund")} noValidate className={styles.overpaymentForm}>
      <div className={styles.row}>
        <PaymentFields
          idPrefix={idPrefix}
          currency={currency}
          amount={form.register("amount")}
          method={form.register("method")}
          amountError={errors.amount?.message}
          methodError={errors.method?.message}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={referenceId}>{t("refundBankReference")}</label>
        <input
          id={referenceId}
          className={styles.input}
          maxLength={100}
          {...form.register("bankReference")}
          {...invalidProps(referenceId, errors.bankReference?.message)}
        />
        <FieldError id={referenceId} message={errors.bankReference?.message} />
      </div>
      <ReasonField
        id={`${idPrefix}-reason`}
        label={t("reasonRequiredLabel")}
        field={form.register("reason")}
        error={errors.reason?.message}
      />
      <FormError errors={errors} error={refund.error} />
      <div className={styles.dialogActions}>
        <button type="button" className={styles.button} onClick={onDone}>
          {t("close")}
        </button>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={refund.isPending}>
          {t("recordRefund")}
        </button>
      </div>
    </form>
  );
}
