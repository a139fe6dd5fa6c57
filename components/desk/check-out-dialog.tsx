"use client";

import { useCallback, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { checkOutRoomBodySchema } from "@/server/bookings/room-operation-schemas";
import { balanceOf } from "@/server/bookings/rules/totals";
import { uncoveredSurplus } from "@/server/bookings/rules/overpayment";
import { money as decimal } from "@/server/domain/money";
import { formatMoney } from "@/i18n/format";
import { ApiError } from "./api-client";
import styles from "./desk.module.css";
import { FieldError, FormError, invalidProps } from "./form-parts";
import { Dialog } from "./dialog";
import { useI18n } from "./i18n";
import { localDate, localHour } from "./local-time";
import { amountDue } from "./amount-due";
import { PaymentFields, receivedAmount, type PaymentMethod } from "./payment-fields";
import { useProperty } from "./property-context";
import { useCheckOutRoom } from "./queries";
import { issueProblems, placeApiErrors, problemsResolver, type FieldOf } from "./request-form";
import { EarlyDepartureStep } from "./stay-dates/early-departure-step";
import { OverpaymentActions } from "./overpayment-actions";
import { TransferQrPanel } from "./transfer-qr-panel";
import { earlyDepartureCheckout } from "./stay-dates/stay-dates-form";

interface CheckOutValues {
  hour: string;
  /** Whether money is received with the check-out (Check-out's `payment`). */
  collect: boolean;
  amount: string;
  method: PaymentMethod;
}

/** Where Check-out's request fields are typed in this form. */
const checkOutFieldOf: FieldOf = (path) =>
  ({ departure_hour: "hour", payment: "amount", "payment.amount": "amount", "payment.method": "method" })[path];
import type { BookingLedger } from "@/server/desk/get-booking-ledger";

/**
 * Check-out in one step: the room's charge and the balance that decides (the booking's, or its
 * group's for a merged child) are shown before anything is confirmed, with the property's rule
 * in words. When money is due the payment is prefilled and recorded with the check-out in one
 * request (Check-out's `payment`), so a refused check-out keeps no payment either. When the
 * guest overpaid, the surplus is refunded or (a manager) kept as credit here first. Then a
 * printable receipt.
 */
export function CheckOutDialog(props: CheckOutProps & { stay: { checkin: string; checkout: string } }) {
  const property = useProperty();
  // A room booked beyond today is asked about first (charge the nights, or shorten to today);
  // the answer is kept, and the form below then starts from the ledger as it is after it.
  const [shortenTo] = useState(() => earlyDepartureCheckout(props.stay, localDate(property.timezone)));
  const [asked, setAsked] = useState(shortenTo === undefined);
  if (!asked && shortenTo) {
    const proceed = () => setAsked(true);
    return <EarlyDepartureStep {...props} shortenTo={shortenTo} onCharge={proceed} onShortened={proceed} />;
  }
  return <CheckOutForm {...props} />;
}

interface CheckOutProps {
  code: string;
  roomId: string;
  roomLabel: string;
  roomCharge: number;
  ledger: BookingLedger;
  currency: string;
  onClose(): void;
}

function CheckOutForm({ code, roomId, roomLabel, roomCharge, ledger, currency, onClose }: CheckOutProps) {
  const { t, language } = useI18n();
  const property = useProperty();
  const checkOut = useCheckOutRoom(property.id, code);
  const due = ledger.balance;
  // What of an overpayment is neither refunded nor kept as credit: what the check-out still waits on.
  const uncovered = uncoveredSurplus(decimal(due), decimal(ledger.kept_credit)).toNumber();
  const requestOf = (values: CheckOutValues) => ({
    departure_hour: values.hour,
    payment: values.collect ? { amount: receivedAmount(values.amount, currency) ?? Number.NaN, method: values.method } : null,
  });
  const form = useForm<CheckOutValues>({
    defaultValues: { hour: localHour(property.timezone), collect: due > 0, amount: amountDue(due), method: "cash" },
    resolver: problemsResolver((values) => {
      if (values.collect && receivedAmount(values.amount, currency) === undefined) return { amount: t("notANumber") };
      const parsed = checkOutRoomBodySchema.safeParse(requestOf(values));
      return parsed.success ? {} : issueProblems(parsed.error.issues, checkOutFieldOf);
    }),
  });
  const { errors } = form.formState;
  // A transfer recorded from the bank's notification is already a payment: nothing to collect with the check-out.
  const transferReceived = useCallback(() => form.setValue("collect", false), [form]);
  // Offered when the dialog opens with money due; it stays once the transfer has paid the balance, to say so.
  const [offerTransfer] = useState(due > 0 && currency === "VND");
  const collect = useWatch({ control: form.control, name: "collect" });
  // The receipt keeps the figures as they were when confirmed: the ledger refetches after the check-out.
  const [receipt, setReceipt] = useState<{ hour: string; paid: number | null; method: PaymentMethod; total: number; paidBefore: number }>();
  const money = (amount: number) => formatMoney(language, currency, amount);

  const submit = form.handleSubmit((values) => {
    const request = requestOf(values);
    const paid = request.payment?.amount ?? null;
    const figures = { total: ledger.balance_amount, paidBefore: ledger.balance_paid };
    checkOut.mutate(
      { roomId, body: request },
      {
        onSuccess: () => setReceipt({ hour: values.hour, paid, method: values.method, ...figures }),
        onError: (error) => placeApiErrors(error, form.setError, checkOutFieldOf),
      },
    );
  });
  const error = checkOut.error instanceof ApiError ? checkOut.error : undefined;
  const stillDue = error?.code === "BOOKING_CHECKOUT_UNBALANCED" && typeof error.body.balance === "number" ? error.body.balance : undefined;
  const titleId = `checkout-${roomId}`;
  const payerNote = ledger.balance_of !== code ? t("balanceOfGroup", { code: ledger.balance_of }) : null;

  if (receipt) {
    return (
      <Dialog open onClose={onClose} titleId={titleId}>
        <div className={styles.receipt}>
          <h2 id={titleId}>{t("receiptTitle")}</h2>
          <p role="status" className={styles.success}>
            {t("checkedOutMessage", { room: roomLabel, hour: receipt.hour })}
          </p>
          <dl className={styles.totals}>
            <dt>{t("propertyLabel")}</dt>
            <dd>{property.title}</dd>
            <dt>{t("bookingCode")}</dt>
            <dd className={styles.code}>{code}</dd>
            <dt>{t("room")}</dt>
            <dd>{roomLabel}</dd>
            <dt>{t("roomCharge")}</dt>
            <dd>{money(roomCharge)}</dd>
            <dt>{t("bookingTotal")}</dt>
            <dd>{money(receipt.total)}</dd>
            <dt>{t("paidBefore")}</dt>
            <dd>{money(receipt.paidBefore)}</dd>
            {receipt.paid !== null ? (
              <>
                <dt>
                  {t("paidNow")} ({t(`payment_method_${receipt.method}`)})
                </dt>
                <dd>{money(receipt.paid)}</dd>
              </>
            ) : null}
            <dt>{t("balanceAfter")}</dt>
            <dd>
              <strong data-testid="receipt-balance">
                {money(
                  balanceOf(receipt.total, [
                    { amount: receipt.paidBefore, paidAt: "before" },
                    { amount: receipt.paid ?? 0, paidAt: "now" },
                  ]).toNumber(),
                )}
              </strong>
            </dd>
          </dl>
        </div>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.button} onClick={() => window.print()}>
            {t("printReceipt")}
          </button>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onClose} autoFocus>
            {t("close")}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} titleId={titleId}>
      <h2 id={titleId}>{t("checkOutRoom", { room: roomLabel })}</h2>
      <dl className={styles.totals}>
        <dt>{t("roomCharge")}</dt>
        <dd>{money(roomCharge)}</dd>
        <dt>{payerNote ?? t("bookingTotal")}</dt>
        <dd>{money(ledger.balance_amount)}</dd>
        <dt>{t("paid")}</dt>
        <dd>{money(ledger.balance_paid)}</dd>
        {/* As the booking page says it: an overpayment is named so, never a negative amount "due". */}
        <dt>{due < 0 ? t("overpaid") : t("balance")}</dt>
        <dd>
          <strong data-testid="checkout-balance">{money(Math.abs(due))}</strong>
        </dd>
      </dl>
      {/* Overpaid: what to do with the surplus says it all (refund, or a manager keeps it as credit); once kept, the rule is met. */}
      {due < 0 && uncovered > 0 ? null : (
        <p className={due > 0 && ledger.require_full_payment_at_checkout ? styles.notice : styles.muted}>
          {ledger.require_full_payment_at_checkout
            ? due > 0
              ? t("ruleFullPaymentDue", { code: ledger.balance_of })
              : due < 0
                ? t("ruleOverpaidKept", { amount: money(-due) })
                : t("ruleFullPaymentMet")
            : t("ruleNoFullPayment")}
        </p>
      )}
      {due < 0 && uncovered > 0 ? (
        <OverpaymentActions code={code} ledger={ledger} currency={currency} idPrefix={`${titleId}-overpayment`} />
      ) : null}
      {offerTransfer ? <TransferQrPanel code={code} currency={currency} onReceived={transferReceived} /> : null}
      <form onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${titleId}-hour`}>{t("departureHour")}</label>
          <input
            id={`${titleId}-hour`}
            className={styles.input}
            type="time"
            {...form.register("hour")}
            {...invalidProps(`${titleId}-hour`, errors.hour?.message)}
            style={{ maxWidth: 140 }}
            autoFocus
          />
          <FieldError id={`${titleId}-hour`} message={errors.hour?.message} />
        </div>
        <label className={styles.row} style={{ margin: "8px 0" }}>
          <input type="checkbox" {...form.register("collect")} /> {t("collectPaymentNow")}
        </label>
        {collect ? (
          <div className={styles.row}>
            <PaymentFields
              idPrefix={`${titleId}-pay`}
              currency={currency}
              amount={form.register("amount")}
              method={form.register("method")}
              amountError={errors.amount?.message}
              methodError={errors.method?.message}
            />
          </div>
        ) : null}
        {stillDue !== undefined ? (
          <p role="alert" className={styles.alert}>
            {stillDue > 0 ? t("amountDue", { amount: money(stillDue) }) : t("amountOverpaid", { amount: money(-stillDue) })}
          </p>
        ) : (
          <FormError errors={errors} error={checkOut.error} />
        )}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.button} onClick={onClose}>
            {t("close")}
          </button>
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={checkOut.isPending}>
            {collect ? t("collectAndCheckOut") : t("confirmCheckOut")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
