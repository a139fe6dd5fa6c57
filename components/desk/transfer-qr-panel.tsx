"use client";

import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatMoney } from "@/components/i18n/format";
import type { PaymentRequestAnswer } from "@/server/payments/schemas";
import { ApiError } from "./api-client";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";
import { deskQueries, useCreatePaymentRequest } from "./queries";

/** How often the booking is read again while the guest scans: a transfer lands in seconds. */
const POLL_MS = 3_000;

/**
 * A VietQR code for what is due, for the guest to scan at the counter. While it is shown the
 * booking's ledger is read every few seconds (the SePay notification records the payment on the
 * server); when what is paid grows, `onReceived` says by how much, and the check-out can go on.
 */
export function TransferQrPanel({ code, currency, onReceived }: { code: string; currency: string; onReceived(amount: number): void }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const create = useCreatePaymentRequest(property.id, code);
  const request: PaymentRequestAnswer | undefined = create.data;
  const ledger = useQuery({ ...deskQueries.ledger(property.id, code), refetchInterval: request ? POLL_MS : false });
  // What the booking had paid when the code was made: more than that later is the transfer.
  const [paidWhenShown, setPaidWhenShown] = useState<number>();
  const paid = ledger.data?.balance_paid;
  const money = (amount: number) => formatMoney(language, currency, amount);
  const received = request && paid !== undefined && paidWhenShown !== undefined ? paid - paidWhenShown : 0;
  const show = () => {
    setPaidWhenShown(ledger.data?.balance_paid ?? 0);
    create.mutate({});
  };

  // Read again on a timer of our own as well: the booking's reads are shared with the page behind
  // the dialog, and every one of them must see the payment (the dialog's balance, the room card).
  const client = useQueryClient();
  useEffect(() => {
    if (!request || received > 0) return;
    const timer = window.setInterval(() => void client.invalidateQueries({ queryKey: ["booking", property.id, code] }), POLL_MS);
    return () => window.clearInterval(timer);
  }, [client, property.id, code, request, received]);
  useEffect(() => {
    if (received > 0) onReceived(received);
  }, [received, onReceived]);

  if (!request) {
    const failure = create.error instanceof ApiError ? (Object.values(create.error.fieldErrors)[0]?.[0] ?? create.error.message) : create.error?.message;
    return (
      <div>
        <button type="button" className={styles.button} onClick={show} disabled={create.isPending}>
          {t("showTransferQr")}
        </button>
        {failure ? (
          <p role="alert" className={styles.alert}>
            {t("transferQrFailed", { message: failure })}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <section className={styles.transferQr} aria-labelledby={`transfer-${request.reference}`} data-testid="transfer-qr">
      <h3 id={`transfer-${request.reference}`}>{t("transferQrTitle", { amount: money(request.amount) })}</h3>
      {/* The SVG is drawn by our server from the payload (the qrcode package): no user text in it. */}
      <div className={styles.qrImage} role="img" aria-label={`VietQR ${request.reference}`} dangerouslySetInnerHTML={{ __html: request.qr_svg }} />
      <dl className={styles.totals}>
        <dt>{t("transferBank")}</dt>
        <dd>{request.bank.name}</dd>
        <dt>{t("transferAccount")}</dt>
        <dd>
          {request.bank.account_number} · {request.bank.account_holder}
        </dd>
        <dt>{t("paymentAmount")}</dt>
        <dd>{money(request.amount)}</dd>
        <dt>{t("transferReference")}</dt>
        <dd className={styles.code} data-testid="transfer-reference">
          {request.reference}
        </dd>
      </dl>
      <p role="status" className={received > 0 ? styles.success : styles.muted} data-testid="transfer-status">
        {received > 0 ? t("transferReceived", { amount: money(received) }) : t("transferWaiting")}
      </p>
      <p className={styles.muted}>{t("transferQrHelp")}</p>
    </section>
  );
}
