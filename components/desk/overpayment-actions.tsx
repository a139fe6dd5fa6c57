"use client";

import { useState } from "react";
import { formatMoney } from "@/i18n/format";
import { money as decimal } from "@/server/domain/money";
import { overpaidBy, uncoveredSurplus } from "@/server/bookings/rules/overpayment";
import type { BookingLedger } from "@/server/desk/get-booking-ledger";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import { KeepCreditForm } from "./keep-credit-form";
import { useProperty } from "./property-context";
import { RefundForm } from "./refund-form";

/**
 * What the desk does with an overpaid booking (the payer's balance below 0): give the surplus
 * back (Record a refund) or, a manager only, keep it as the guest's credit. Says how much is
 * overpaid and how much of it is kept already; nothing when nothing is overpaid. The booking
 * page and the check-out dialog show it alike.
 */
export function OverpaymentActions({
  code,
  ledger,
  currency,
  idPrefix,
}: {
  code: string;
  ledger: BookingLedger;
  currency: string;
  idPrefix: string;
}) {
  const { t, language } = useI18n();
  const property = useProperty();
  const [open, setOpen] = useState<"refund" | "keep">();
  const balance = decimal(ledger.balance);
  const overpaid = overpaidBy(balance).toNumber();
  if (overpaid === 0) return null;
  const uncovered = uncoveredSurplus(balance, decimal(ledger.kept_credit)).toNumber();
  const money = (amount: number) => formatMoney(language, currency, amount);
  const close = () => setOpen(undefined);

  return (
    <section className={styles.notice} aria-label={t("overpaid")} data-testid="overpayment">
      <p style={{ margin: 0 }}>
        {uncovered > 0 ? t("overpaidChoice", { amount: money(overpaid) }) : t("overpaidKeptNote", { amount: money(overpaid) })}
        {uncovered > 0 && uncovered < overpaid
          ? ` ${t("overpaidPartlyKept", { kept: money(overpaid - uncovered), left: money(uncovered) })}`
          : null}
      </p>
      {open === "refund" ? (
        <RefundForm
          code={code}
          currency={currency}
          suggested={uncovered > 0 ? uncovered : overpaid}
          idPrefix={`${idPrefix}-refund`}
          onDone={close}
        />
      ) : open === "keep" ? (
        <KeepCreditForm code={code} currency={currency} suggested={uncovered} idPrefix={`${idPrefix}-keep`} onDone={close} />
      ) : (
        <div className={styles.row} style={{ marginTop: 8 }}>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setOpen("refund")}>
            {t("refund")}
          </button>
          {uncovered > 0 && property.role === "manager" ? (
            <button type="button" className={styles.button} onClick={() => setOpen("keep")}>
              {t("keepAsCredit")}
            </button>
          ) : null}
          {uncovered > 0 && property.role !== "manager" ? <span className={styles.small}>{t("creditManagerOnly")}</span> : null}
        </div>
      )}
    </section>
  );
}
