"use client";

import { useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatMoney } from "@/i18n/format";
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
 * server): the ledger is the one query every desk view of the payments reads, so the page behind
 * the dialog follows each transfer too. When what is paid grows, `onReceived` says by how much.
 * The code never asks more than is due: after a part payment a new code asks for the rest (the
 * first reference still finds the booking should its transfer come late); once nothing is due
 * the code is taken away, so a second scan cannot overpay.
 */
export function TransferQrPanel({ code, currency, onReceived }: { code: string; currency: string; onReceived(amount: number): void }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const create = useCreatePaymentRequest(property.id, code);
  // The code shown: kept while a new one is made, so the panel never blinks back to its button.
  const [request, setRequest] = useState<PaymentRequestAnswer>();
  const ledger = useQuery({ ...deskQueries.ledger(property.id, code), refetchInterval: request ? POLL_MS : false });
  // What the booking had paid when the code was first made: more than that later is the transfers.
  const [paidWhenShown, setPaidWhenShown] = useState<number>();
  const paid = ledger.data?.balance_paid;
  const due = ledger.data?.balance;
  const money = (amount: number) => formatMoney(language, currency, amount);
  const received = request && paid !== undefined && paidWhenShown !== undefined ? paid - paidWhenShown : 0;
  // The balance each code was asked for: one code per balance, even if making it fails.
  const askedFor = useRef<number>(undefined);
  const { mutate } = create;
  const show = () => {
    setPaidWhenShown(ledger.data?.balance_paid ?? 0);
    askedFor.current = ledger.data?.balance;
    mutate({}, { onSuccess: setRequest });
  };

  // A part payment arrived (or the amount changed): the code asks for what is left, never the first amount again.
  useEffect(() => {
    if (!request || due === undefined || due <= 0 || due === request.amount || due === askedFor.current) return;
    askedFor.current = due;
    mutate({}, { onSuccess: setRequest });
  }, [request, due, mutate]);

  // The other reads of the booking (its detail, its history) follow each payment the ledger sees.
  const client = useQueryClient();
  useEffect(() => {
    if (received > 0)
      void client.invalidateQueries({ queryKey: ["booking", property.id, code], predicate: (query) => query.queryKey[3] !== "ledger" });
  }, [client, property.id, code, received]);
  useEffect(() => {
    if (received > 0) onReceived(received);
  }, [received, onReceived]);

  if (!request) {
    const failure =
      create.error instanceof ApiError ? (Object.values(create.error.fieldErrors)[0]?.[0] ?? create.error.message) : create.error?.message;
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
  const settled = due !== undefined && due <= 0;
  const status =
    received <= 0
      ? t("transferWaiting")
      : settled
        ? t("transferSettled", { amount: money(received) })
        : t("transferRest", { received: money(received), due: money(due ?? request.amount) });
  return (
    <section className={styles.transferQr} aria-labelledby={`transfer-${request.reference}`} data-testid="transfer-qr">
      <h3 id={`transfer-${request.reference}`}>
        {settled ? t("payment_method_bank_transfer") : t("transferQrTitle", { amount: money(request.amount) })}
      </h3>
      {settled ? null : (
        <>
          {/* The SVG is drawn by our server from the payload (the qrcode package): no user text in it. */}
          <div
            className={styles.qrImage}
            role="img"
            aria-label={`VietQR ${request.reference}`}
            dangerouslySetInnerHTML={{ __html: request.qr_svg }}
          />
          <dl className={styles.totals}>
            <dt>{t("transferBank")}</dt>
            <dd>{request.bank.name}</dd>
            <dt>{t("transferAccount")}</dt>
            <dd>
              {request.bank.account_number} · {request.bank.account_holder}
            </dd>
            <dt>{t("paymentAmount")}</dt>
            <dd data-testid="transfer-amount">{money(request.amount)}</dd>
            <dt>{t("transferReference")}</dt>
            <dd className={styles.code} data-testid="transfer-reference">
              {request.reference}
            </dd>
          </dl>
        </>
      )}
      <p role="status" className={received > 0 ? styles.success : styles.muted} data-testid="transfer-status">
        {status}
      </p>
      {settled ? null : <p className={styles.muted}>{t("transferQrHelp")}</p>}
    </section>
  );
}
