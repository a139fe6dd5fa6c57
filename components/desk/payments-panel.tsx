"use client";

import { formatDateTime } from "@/i18n/date-time";
import { formatMoney } from "@/i18n/format";
import type { BookingLedger } from "@/server/desk/get-booking-ledger";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import { OverpaymentActions } from "./overpayment-actions";
import { paymentMethodName } from "./payment-fields";
import { PaymentForm } from "./payment-form";

/**
 * The booking's payments and refunds as the ledger lists them (the one query every desk view of
 * the payments reads, so a transfer the check-out dialog sees arriving shows here too), what to
 * do with an overpayment, and the form to record a payment.
 */
export function PaymentsPanel({ code, currency, ledger }: { code: string; currency: string; ledger: BookingLedger }) {
  const { t, language } = useI18n();
  const money = (amount: number) => formatMoney(language, currency, amount);
  return (
    <section className={styles.panel} aria-labelledby="payments-title">
      <h2 id="payments-title">{t("payments")}</h2>
      {ledger.payments.length === 0 ? (
        <p className={styles.muted}>{t("noPayments")}</p>
      ) : (
        <table className={styles.table} data-testid="payments-list">
          <tbody>
            {ledger.payments.map((payment) => (
              <tr key={payment.id} data-kind={payment.kind}>
                <td>{payment.paid_at ? formatDateTime(language, payment.paid_at) : <span className={styles.muted}>{t("unpaid")}</span>}</td>
                <td style={{ overflowWrap: "anywhere" }}>
                  {payment.kind === "refund" ? <strong>{t("refund")} · </strong> : null}
                  {paymentMethodName(t, payment.method)}
                  {payment.bank_reference ? <span className={`${styles.small} ${styles.muted}`}> · {payment.bank_reference}</span> : null}
                  {payment.kind === "refund" && payment.notes ? (
                    <span className={`${styles.small} ${styles.muted}`}> · {payment.notes}</span>
                  ) : null}
                </td>
                <td className={styles.num}>{money(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <OverpaymentActions code={code} ledger={ledger} currency={currency} idPrefix="booking-overpayment" />
      <PaymentForm code={code} currency={currency} balance={ledger.balance} idPrefix="booking-payment" />
    </section>
  );
}
