"use client";

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { updateBookingSchema } from "@/server/bookings/update-booking/schema";
import styles from "./desk.module.css";
import { amountDue } from "./amount-due";
import { FormError } from "./form-parts";
import { useI18n } from "./i18n";
import { localTimestamp } from "./local-time";
import { PaymentFields, receivedAmount, type PaymentValues } from "./payment-fields";
import { useProperty } from "./property-context";
import { useUpdateBooking } from "./queries";
import { issueProblems, placeApiErrors, problemsResolver, type FieldOf } from "./request-form";

/** Where Update Booking's payment fields are typed in this form. */
const paymentFieldOf: FieldOf = (path) => ({ "payments.records.0.amount": "amount", "payments.records.0.method": "method" })[path];

/**
 * Records a payment through Update Booking (payments, method add), paid now at the property's
 * time. The amount starts as the balance due (`balance`) and follows it as the ledger changes,
 * until the receptionist types another.
 */
export function PaymentForm({
  code,
  currency,
  balance,
  idPrefix,
  onRecorded,
}: {
  code: string;
  currency: string;
  balance: number;
  idPrefix: string;
  onRecorded?(): void;
}) {
  const { t } = useI18n();
  const property = useProperty();
  const update = useUpdateBooking(property.id, code);
  const requestOf = (values: PaymentValues) => ({
    payments: {
      method: "add" as const,
      records: [
        {
          amount: receivedAmount(values.amount, currency) ?? Number.NaN,
          method: values.method,
          paid_at: localTimestamp(property.timezone),
        },
      ],
    },
  });
  const form = useForm<PaymentValues>({
    defaultValues: { amount: amountDue(balance), method: "cash" },
    resolver: problemsResolver((values) => {
      if (receivedAmount(values.amount, currency) === undefined) return { amount: t("notANumber") };
      const parsed = updateBookingSchema.safeParse(requestOf(values));
      return parsed.success ? {} : issueProblems(parsed.error.issues, paymentFieldOf);
    }),
  });
  const { errors } = form.formState;
  // A payment recorded (here or by the check-out dialog) changes the balance: the amount follows, unless typed.
  useEffect(() => {
    if (!form.getFieldState("amount").isDirty) form.resetField("amount", { defaultValue: amountDue(balance) });
  }, [balance, form]);

  const submit = form.handleSubmit((values) => {
    update.mutate(requestOf(values), {
      onSuccess: () => {
        form.reset({ amount: amountDue(balance), method: values.method });
        onRecorded?.();
      },
      onError: (error) => placeApiErrors(error, form.setError, paymentFieldOf),
    });
  });

  return (
    <form onSubmit={submit} aria-label={t("recordPayment")} noValidate>
      <div className={styles.row}>
        <PaymentFields
          idPrefix={idPrefix}
          currency={currency}
          amount={form.register("amount")}
          method={form.register("method")}
          amountError={errors.amount?.message}
          methodError={errors.method?.message}
        />
        <button
          type="submit"
          className={`${styles.button} ${styles.primary}`}
          disabled={update.isPending}
          style={{ alignSelf: "flex-end" }}
        >
          {t("recordPayment")}
        </button>
      </div>
      <FormError errors={errors} error={update.error} />
      {update.isSuccess ? (
        <p role="status" className={styles.success}>
          {t("saved")}
        </p>
      ) : null}
    </form>
  );
}
