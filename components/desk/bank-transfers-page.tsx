"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DateField } from "@/components/ui/date-field";
import { isIsoDate } from "@/components/ui/date-text";
import { formatDateTime } from "@/i18n/date-time";
import { localeOf, type Lang } from "@/i18n/languages";
import { minorUnits, money as decimal } from "@/server/domain/money";
import type { BankTransferList, BankTransferRow, BankTransferTotals } from "@/server/payments/list-bank-transfers";
import { deskFetch } from "./api-client";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { useI18n } from "./i18n";
import { localDate } from "./local-time";
import { useProperty } from "./property-context";

/**
 * The day's bank transfers to the property's account, as the bank notified them: each matched
 * one names the booking it paid, an unmatched one says why and waits for a receptionist to
 * record it for a booking or dismiss it. The day's totals (received, recorded, not matched,
 * dismissed) are the server's, added in exact decimals. The same list downloads as CSV.
 */
export function BankTransfersPage() {
  const { t, language } = useI18n();
  const property = useProperty();
  const [date, setDate] = useState(() => localDate(property.timezone));
  const base = `/api/desk/properties/${encodeURIComponent(property.id)}/bank-transfers`;
  const list = useQuery({
    queryKey: ["bank-transfers", property.id, date],
    queryFn: () => deskFetch<BankTransferList>(`${base}?date=${date}`),
    enabled: isIsoDate(date),
    refetchInterval: 30_000,
  });
  const client = useQueryClient();
  const resolve = useMutation({
    mutationFn: (input: { id: number; body: { action: "match"; booking_id: string } | { action: "dismiss" } }) =>
      deskFetch(`${base}/${input.id}`, { method: "POST", body: input.body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["bank-transfers", property.id] }),
        client.invalidateQueries({ queryKey: ["booking", property.id] }),
      ]),
  });
  const money = (amount: number) => exactMoney(language, list.data?.currency ?? property.currency, amount);

  return (
    <>
      <h1 className={styles.pageTitle}>{t("bankTransfers")}</h1>
      <div className={styles.row} style={{ alignItems: "flex-end", marginBottom: 12 }}>
        <div className={styles.field}>
          <label htmlFor="transfers-date">{t("transfersDay")}</label>
          <DateField id="transfers-date" className={styles.input} value={date} onChange={setDate} lang={language} />
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
          <TransferTotals totals={list.data.totals} money={money} />
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
                    <td style={{ whiteSpace: "nowrap" }}>{formatDateTime(language, row.transaction_date ?? row.received_at)}</td>
                    <td>
                      {row.gateway} <span className={`${styles.code} ${styles.small}`}>{row.bank_reference}</span>
                    </td>
                    <td className={styles.num} style={{ whiteSpace: "nowrap" }}>
                      {money(row.amount)}
                    </td>
                    {/* Readable widths where the table is squeezed (360 px): it scrolls sideways instead of running a word a line. */}
                    <td style={{ minWidth: "10rem" }}>{row.content}</td>
                    <td style={{ minWidth: "17rem" }}>
                      <TransferStatus
                        row={row}
                        currency={list.data.currency}
                        busy={resolve.isPending}
                        onResolve={(body) => resolve.mutate({ id: row.id, body })}
                      />
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

/**
 * An amount as the bank sent it: the currency's own decimals, and more when it has them (0.001
 * VND is "0,001 ₫", never rounded to "0 ₫": the page must show why it cannot be recorded).
 */
function exactMoney(language: Lang, currency: string, amount: number): string {
  const digits = Math.max(minorUnits(currency), decimal(amount).decimalPlaces());
  return new Intl.NumberFormat(localeOf(language), {
    style: "currency",
    currency,
    minimumFractionDigits: minorUnits(currency),
    maximumFractionDigits: digits,
  }).format(amount);
}

/** The day's sums: every đồng received, then how much of it is recorded, waits, or was set aside. */
function TransferTotals({ totals, money }: { totals: BankTransferTotals; money(amount: number): string }) {
  const { t } = useI18n();
  const entries = [
    ["transfersReceivedTotal", totals.received],
    ["transfersMatchedTotal", totals.matched],
    ["transfersUnmatchedTotal", totals.unmatched],
    ["transfersDismissedTotal", totals.dismissed],
  ] as const;
  return (
    <dl
      aria-label={t("transfersTotals")}
      className={styles.row}
      style={{ gap: "4px 24px", margin: "0 0 12px" }}
      data-testid="transfer-totals"
    >
      {entries.map(([label, amount]) => (
        <div key={label}>
          <dt className={`${styles.muted} ${styles.small}`}>{t(label)}</dt>
          <dd style={{ margin: 0, fontWeight: label === "transfersReceivedTotal" ? 700 : 400 }}>{money(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

function TransferStatus({
  row,
  currency,
  busy,
  onResolve,
}: {
  row: BankTransferRow;
  currency: string;
  busy: boolean;
  onResolve(body: { action: "match"; booking_id: string } | { action: "dismiss" }): void;
}) {
  const { t } = useI18n();
  const [code, setCode] = useState("");
  if (row.status === "matched") return <span>{t("transferMatched", { code: row.booking_code ?? "" })}</span>;
  if (row.status === "dismissed") return <span className={styles.muted}>{t("transferDismissed")}</span>;
  const inputId = `transfer-${row.id}-booking`;
  // The server says which transfers no payment can hold (a fraction of the đồng...): those are only dismissed.
  const { matchable } = row;
  return (
    <form
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onResolve({ action: "match", booking_id: code.trim().toUpperCase() });
      }}
    >
      <span className={styles.notice}>{t("transferUnmatched")}</span>
      {row.reason ? (
        <span className={styles.small} style={{ flexBasis: "100%" }} data-testid="transfer-reason">
          {t(`transferReason_${row.reason}`, { currency })}
        </span>
      ) : null}
      {matchable ? (
        <>
          <label htmlFor={inputId} className={styles.small}>
            {t("transferMatchTo")}
          </label>
          <input
            id={inputId}
            className={styles.input}
            style={{ width: 110 }}
            maxLength={8}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className={styles.button} disabled={busy || !code.trim()}>
            {t("transferMatch")}
          </button>
        </>
      ) : null}
      <button type="button" className={styles.button} disabled={busy} onClick={() => onResolve({ action: "dismiss" })}>
        {t("transferDismiss")}
      </button>
    </form>
  );
}
