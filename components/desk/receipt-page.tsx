"use client";

import { useQuery } from "@tanstack/react-query";
import { formatDate, formatMoney } from "@/i18n/format";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { useI18n } from "./i18n";
import { paymentMethodName } from "./payment-fields";
import { useProperty } from "./property-context";
import { deskQueries } from "./queries";

/**
 * A booking's itemised receipt, to print: each room night by night at its rate, its discount and
 * services, the payments and refunds with their method and, for a bank transfer, the bank's
 * reference, then the total, what was paid (net of refunds), the balance and what was kept of an
 * overpayment as the guest's credit. Figures are the server's (the ledger and the booking
 * detail); nothing is summed here but what they list.
 */
export function ReceiptPage({ code }: { code: string }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const detail = useQuery(deskQueries.booking(property.id, code));
  const ledger = useQuery(deskQueries.ledger(property.id, code));
  const error = detail.error ?? ledger.error;
  if (error) return <ErrorMessage error={error} />;
  if (!detail.data || !ledger.data) return <p className={styles.muted}>{t("loading")}</p>;
  const booking = detail.data;
  const money = (amount: number) => formatMoney(language, booking.currency, amount);
  return (
    <>
      <div className={`${styles.row} ${styles.noPrint}`} style={{ marginBottom: 12 }}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => window.print()}>
          {t("printReceipt")}
        </button>
      </div>
      <article className={`${styles.panel} ${styles.printCard}`} aria-labelledby="receipt-title">
        <h1 id="receipt-title" className={styles.pageTitle}>
          {t("itemisedReceipt")} · {booking.code}
        </h1>
        <p>
          {property.title} · {booking.customer.name} · {formatDate(language, booking.checkin_date, "short")} →{" "}
          {formatDate(language, booking.checkout_date, "short")}
        </p>
        {ledger.data.rooms.map((room) => {
          const detailRoom = booking.booking_rooms.find((candidate) => candidate.id === room.id);
          return (
            <section key={room.id} aria-label={`${t("room")} ${detailRoom?.room_unit ?? detailRoom?.room_type ?? ""}`}>
              <h2 style={{ fontSize: 16 }}>
                {t("room")} {detailRoom?.room_unit ?? "—"} · {detailRoom?.room_type}
              </h2>
              <table className={styles.table}>
                <caption className={styles.small} style={{ textAlign: "left" }}>
                  {t("receiptNights")}
                </caption>
                <tbody>
                  {room.nights.map((night) => (
                    <tr key={night.day}>
                      <td>{formatDate(language, night.day, "short")}</td>
                      <td className={styles.num}>{night.price === null ? t("receiptNoPrice") : money(night.price)}</td>
                    </tr>
                  ))}
                  {room.discount !== 0 ? (
                    <tr>
                      <td>{t("receiptDiscount")}</td>
                      <td className={styles.num}>−{money(room.discount)}</td>
                    </tr>
                  ) : null}
                  {(detailRoom?.services ?? []).map((service) => (
                    <tr key={service.line_id}>
                      <td>
                        {t("receiptServices")}: {service.name} × {service.quantity}
                        {service.discount !== 0 ? ` (${t("receiptDiscount")} −${money(service.discount)})` : ""}
                      </td>
                      <td className={styles.num}>{money(service.total_price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })}
        <h2 style={{ fontSize: 16 }}>{t("receiptPayments")}</h2>
        {/* Four columns on a phone: the table scrolls within itself, never the page; focusable so a keyboard can scroll it too. */}
        <div className={styles.scrollX} tabIndex={0} role="region" aria-label={t("receiptPayments")}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("paidAt")}</th>
                <th scope="col">{t("receiptMethod")}</th>
                <th scope="col">{t("bankReference")}</th>
                <th scope="col" className={styles.num}>
                  {t("paymentAmount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.payments.map((payment) => (
                <tr key={payment.id} data-kind={payment.kind}>
                  <td>{payment.paid_at ?? "—"}</td>
                  <td>
                    {payment.kind === "refund" ? `${t("refund")} · ` : ""}
                    {paymentMethodName(t, payment.method)}
                    {payment.kind === "refund" && payment.notes ? ` · ${payment.notes}` : ""}
                  </td>
                  {/* A bank's reference is one long word: it breaks rather than push the amount off a phone's screen. */}
                  <td className={styles.code} style={{ overflowWrap: "anywhere" }} data-testid="receipt-bank-reference">
                    {payment.bank_reference ?? ""}
                  </td>
                  <td className={styles.num}>{money(payment.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className={styles.totals}>
          <dt>{t("receiptTotal")}</dt>
          <dd>{money(booking.amount)}</dd>
          <dt>{t("paid")}</dt>
          <dd>{money(ledger.data.paid)}</dd>
          <dt>{t("balance")}</dt>
          <dd>
            <strong data-testid="receipt-page-balance">{money(ledger.data.balance)}</strong>
          </dd>
          {ledger.data.kept_credit > 0 ? (
            <>
              <dt>{t("keptCredit")}</dt>
              <dd data-testid="receipt-kept-credit">{money(ledger.data.kept_credit)}</dd>
            </>
          ) : null}
        </dl>
      </article>
    </>
  );
}
