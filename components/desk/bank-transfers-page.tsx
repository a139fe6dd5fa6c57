"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatMoney } from "@/components/i18n/format";
import { sumMoney } from "@/server/domain/money";
import type { BankTransferList, BankTransferRow } from "@/server/payments/list-bank-transfers";
import { deskFetch } from "./api-client";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { useI18n } from "./i18n";
import { localDate } from "./local-time";
import { useProperty } from "./property-context";

/**
 * The day's bank transfers to the property's account, as the bank notified them: each matched
 * one names the booking it paid, an unmatched one waits for a receptionist to record it for a
 * booking or dismiss it. The same list downloads as CSV for the accounts.
 */
export function BankTransfersPage() {
  const { t, language } = useI18n();
  const property = useProperty();
  const [date, setDate] = useState(() => localDate(property.timezone));
  const base = `/api/desk/properties/${encodeURIComponent(property.id)}/bank-transfers`;
  const list = useQuery({ queryKey: ["bank-transfers", property.id, date], queryFn: () => deskFetch<BankTransferList>(`${base}?date=${date}`), enabled: date !== "", refetchInterval: 30_000 });
  const client = useQueryClient();
  const resolve = useMutation({
    mutationFn: (input: { id: number; body: { action: "match"; booking_id: string } | { action: "dismiss" } }) => deskFetch(`${base}/${input.id}`, { method: "POST", body: input.body }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ["bank-transfers", property.id] }), client.invalidateQueries({ queryKey: ["booking", property.id] })]),
  });
  const money = (amount: number) => formatMoney(language, list.data?.currency ?? property.currency, amount);
  const received = list.data ? sumMoney(list.data.transfers.filter((row) => row.status === "matched").map((row) => row.amount)).toNumber() : 0;

  return (
    <>
      <h1 className={styles.pageTitle}>{t("bankTransfers")}</h1>
      <div className={styles.row} style={{ alignItems: "flex-end", marginBottom: 12 }}>
        <div className={styles.field}>
          <label htmlFor="transfers-date">{t("transfersDay")}</label>
          <input id="transfers-date" type="date" className={styles.input} value={date} onChange={(event) => setDate(event.target.value)} />
        </div>
        <a className={styles.button} href={`${base}?date=${date}&format=csv`} download>
          {t("downloadCsv")}
        </a>
      </div>
      {list.error ? <ErrorMessage error={list.error} /> : null}
      {resolve.error ? <ErrorMessage error={resolve.error} /> : null}
      {!list.data ? (
        <p className={styles.muted}>{t("loading")}</p>
      ) : list.data.transfers.length === 0 ? (
        <p className={styles.muted}>{t("none")}</p>
      ) : (
        <section className={styles.panel}>
          <p>{t("transfersTotal", { amount: money(received) })}</p>
          <div style={{ overflowX: "auto" }}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("transferReceivedAt")}</th>
                  <th scope="col">{t("transferBank")}</th>
                  <th scope="col" className={styles.num}>
                    {t("paymentAmount")}
                  </th>
                  <th scope="col">{t("transferContent")}</th>
                  <th scope="col">{t("transferStatus")}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.transfers.map((row) => (
                  <tr key={row.id}>
                    <td>{row.transaction_date ?? row.received_at}</td>
                    <td>
                      {row.gateway} <span className={`${styles.code} ${styles.small}`}>{row.bank_reference}</span>
                    </td>
                    <td className={styles.num}>{money(row.amount)}</td>
                    <td>{row.content}</td>
                    <td>
                      <TransferStatus row={row} busy={resolve.isPending} onResolve={(body) => resolve.mutate({ id: row.id, body })} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}

function TransferStatus({ row, busy, onResolve }: { row: BankTransferRow; busy: boolean; onResolve(body: { action: "match"; booking_id: string } | { action: "dismiss" }): void }) {
  const { t } = useI18n();
  const [code, setCode] = useState("");
  if (row.status === "matched") return <span>{t("transferMatched", { code: row.booking_code ?? "" })}</span>;
  if (row.status === "dismissed") return <span className={styles.muted}>{t("transferDismissed")}</span>;
  const inputId = `transfer-${row.id}-booking`;
  return (
    <form
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onResolve({ action: "match", booking_id: code.trim().toUpperCase() });
      }}
    >
      <span className={styles.notice}>{t("transferUnmatched")}</span>
      <label htmlFor={inputId} className={styles.small}>
        {t("transferMatchTo")}
      </label>
      <input id={inputId} className={styles.input} style={{ width: 110 }} maxLength={8} value={code} onChange={(event) => setCode(event.target.value)} />
      <button type="submit" className={styles.button} disabled={busy || !code.trim()}>
        {t("transferMatch")}
      </button>
      <button type="button" className={styles.button} disabled={busy} onClick={() => onResolve({ action: "dismiss" })}>
        {t("transferDismiss")}
      </button>
    </form>
  );
}
