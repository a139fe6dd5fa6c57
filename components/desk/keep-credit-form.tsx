"use client";

import { useForm } from "react-hook-form";
import { keepOverpaymentBodySchema } from "@/server/payments/overpayment-schemas";
import styles from "./desk.module.css";
import { FieldError, FormError, invalidProps, ReasonField } from "./form-parts";
import { useI18n } from "./i18n";
import { receivedAmount } from "./payment-fields";
import { useProperty } from "./property-context";
import { useKeepOverpayment } from "./queries";
import { issueProblems, placeApiErrors, problemsResolver, type FieldOf } from "./request-form";

interface KeepValues {
  amount: string;
  reason: string;
}

const keepFieldOf: FieldOf = (path) => ({ amount: "amount", reason: "reason" })[path];

/** A manager keeps what was overpaid as the guest's credit, with a reason: the balance stays, the room may leave. */
export function KeepCreditForm({
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
  const keep = useKeepOverpayment(property.id, code);
  const requestOf = (values: KeepValues) => ({ amount: receivedAmount(values.amount, currency) ?? Number.NaN, reason: values.reason });
  const form = useForm<KeepValues>({
    defaultValues: { amount: String(suggested), reason: "" },
    resolver: problemsResolver((values) => {
      if (receivedAmount(values.amount, currency) === undefined) return { amount: t("notANumber") };
      const parsed = keepOverpaymentBodySchema.safeParse(requestOf(values));
      return parsed.success
        ? {}
        : issueProblems(parsed.error.issues, keepFieldOf, (issue) => (issue.path[0] === "reason" ? t("reasonRequired") : issue.message));
    }),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    keep.mutate(requestOf(values), { onSuccess: onDone, onError: (error) => placeApiErrors(error, form.setError, keepFieldOf) }),
  );
  const amountId = `${idPrefix}-amount`;

  return (
    <form onSubmit={submit} aria-label={t("keepAsCredit")} noValidate className={styles.overpaymentForm}>
      <div className={styles.field}>
        <label htmlFor={amountId}>
          {t("paymentAmount")} ({currency})
        </label>
        <input
          id={amountId}
          className={`${styles.input} ${styles.num}`}
          inputMode="decimal"
          {...form.register("amount")}
          {...invalidProps(amountId, errors.amount?.message)}
        />
        <FieldError id={amountId} message={errors.amount?.message} />
      </div>
      <ReasonField
        id={`${idPrefix}-reason`}
        label={t("reasonRequiredLabel")}
        field={form.register("reason")}
        error={errors.reason?.message}
      />
      <FormError errors={errors} error={keep.error} />
      <div className={styles.dialogActions}>
        <button type="button" className={styles.button} onClick={onDone}>
          {t("close")}
        </button>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={keep.isPending}>
          {t("keepAsCredit")}
        </button>
      </div>
    </form>
  );
}
