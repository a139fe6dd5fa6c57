"use client";

import { useState } from "react";
import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import type { PaymentRequestAnswer } from "@/server/payments/schemas";
import { formatMoney } from "@/i18n/format";
import type { Lang } from "@/i18n/languages";
import type { Credential } from "./credential";
import type { Translate } from "./message-types";
import { postWithProgress } from "./post-with-progress";
import { newIdempotencyKey } from "./send-update";
import { TransferQr } from "./transfer-qr";
import styles from "./checkin.module.css";
import pageStyles from "./checkin-page.module.css";

/**
 * What is due, from the first view (before arrival as after check-in), where the property takes
 * transfers: the balance (and what was paid, so a part payment shows what is left), and "Show the
 * transfer code", which asks the API for the payment request (a POST: a live one of the same
 * amount is answered again) and shows its VietQR code. Viewing the page writes nothing: the
 * request is made only when the guest asks. `onShown` tells CheckinApp to look again every few
 * seconds while the code is on screen; a new balance (a part payment) remounts the panel.
 */
export function TransferPanel(props: { booking: CheckinBooking; credential: Credential; lang: Lang; t: Translate; onShown(): void }) {
  const { booking, t } = props;
  const [state, setState] = useState<{ kind: "idle" | "asking" | "failed" } | { kind: "shown"; payment: PaymentRequestAnswer }>({
    kind: "idle",
  });
  const money = (amount: string) => formatMoney(props.lang, booking.property.currency, amount);
  const inHouse = booking.rooms.some((room) => room.status === "checked_in");
  const showCode = async () => {
    setState({ kind: "asking" });
    const answer = await postWithProgress({
      tenantId: booking.tenantId,
      bookingCode: booking.booking.code,
      action: "payment-requests",
      credential: props.credential,
      idempotencyKey: newIdempotencyKey(),
      body: "{}",
      onProgress: () => undefined,
    });
    if (answer.kind === "answered" && answer.status === 201) {
      setState({ kind: "shown", payment: (answer.body as { data: PaymentRequestAnswer }).data });
      props.onShown();
    } else setState({ kind: "failed" });
  };

  return (
    <section className={`${pageStyles.transfer} ${pageStyles.payPanel}`} aria-labelledby="pay-title" data-testid="pay-panel">
      <h2 id="pay-title" className={pageStyles.payTitle}>
        {t(inHouse ? "payTitle" : "payBeforeTitle")}
      </h2>
      <dl className={pageStyles.facts}>
        <div>
          <dt>{t(booking.booking.groupPays ? "groupBalance" : "balance")}</dt>
          <dd>
            <strong data-testid="pay-balance">{money(booking.booking.balance)}</strong>
          </dd>
        </div>
        {Number(booking.booking.paid) > 0 ? (
          <div>
            <dt>{t(booking.booking.groupPays ? "groupPaid" : "paid")}</dt>
            <dd data-testid="pay-paid">{money(booking.booking.paid)}</dd>
          </div>
        ) : null}
      </dl>
      {state.kind === "shown" ? (
        <TransferQr payment={state.payment} currency={booking.property.currency} lang={props.lang} t={t} titled={false} />
      ) : (
        <>
          <p>{t("payBeforeHint")}</p>
          <button type="button" className={styles.secondary} disabled={state.kind === "asking"} onClick={() => void showCode()}>
            {t("payShowCode")}
          </button>
          {state.kind === "failed" ? (
            <p className={styles.error} role="alert">
              {t("payCodeFailed")}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
