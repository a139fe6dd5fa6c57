"use client";

import { useForm } from "react-hook-form";
import { updateBookingSchema } from "@/server/bookings/update-booking/schema";
import styles from "./desk.module.css";
import { FormError } from "./form-parts";
import { useI18n } from "./i18n";
import { localTimestamp } from "./local-time";
import { PaymentFields, receivedAmount, type PaymentValues } from "./payment-fields";
import { useProperty } from "./property-context";
import { useUpdateBooking } from "./queries";
import { issueProblems, placeApiErrors, problemsResolver, type FieldOf } from "./request-form";

/** Where Update Booking's payment fields are typed in this form. */
const paymentFieldOf: FieldOf = (path) => ({ "payments.records.0.amount": "amount", "payments.records.0.method": "method" })[path];

/** Records a payment through Update Booking (payments, method add), paid now at the property's time. */
export function PaymentForm({ code, currency, suggested, idPrefix, onRecorded }: { code: string; currency: string; suggested?: number; idPrefix: string; onRecorded?(): void }) {
  const { t } = useI18n();
  const property = useProperty();
  const update = useUpdateBooking(property.id, code);
  const requestOf = (values: PaymentValues) => ({
    payments: { method: "add" as const, records: [{ amount: receivedAmount(values.amount, currency) ?? Number.NaN, method: values.method, paid_at: localTimestamp(property.timezone) }] },
  });
  const form = useForm<PaymentValues>({
    defaultValues: { amount: suggested && suggested > 0 ? String(suggested) : "", method: "cash" },
    resolver: problemsResolver((values) => {
      if (receivedAmount(values.amount, currency) === undefined) return { amount: t("notANumber") };
      const parsed = updateBookingSchema.safeParse(requestOf(values));
      return parsed.success ? {} : issueProblems(parsed.error.issues, paymentFieldOf);
    }),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    update.mutate(requestOf(values), {
      onSuccess: () => {
        form.reset({ amount: "", method: values.method });
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
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={update.isPending} style={{ alignSelf: "flex-end" }}>
          {t("recordPayment")}
        </button>
      </div>
      <FormError errors={errors} error={update.error} />
      {update.isSuccess ? <p role="status" className={styles.success}>{t("saved")}</p> : null}
    </form>
  );
}
