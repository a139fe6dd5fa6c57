import type { PaymentRequestAnswer } from "@/server/payments/schemas";
import { formatMoney } from "@/i18n/format";
import type { Lang } from "@/i18n/languages";
import type { Translate } from "./message-types";
import pageStyles from "./checkin-page.module.css";

/**
 * What is due, as a VietQR code the guest's banking app reads (amount and reference filled in),
 * with the bank, account and reference written out for a guest who types the transfer. The SVG
 * comes drawn from the server (the payment request's answer): no QR library in the page. While
 * it shows, the page looks again every few seconds (CheckinApp) and shows what is left, or
 * "paid", once the bank's notification has recorded the payment.
 */
export function TransferQr({
  payment,
  currency,
  lang,
  t,
  titled = true,
}: {
  payment: PaymentRequestAnswer;
  currency: string;
  lang: Lang;
  t: Translate;
  titled?: boolean;
}) {
  const amount = formatMoney(lang, currency, payment.amount);
  return (
    <section
      className={titled ? pageStyles.transfer : undefined}
      aria-label={titled ? undefined : t("payTitle")}
      aria-labelledby={titled ? "transfer-title" : undefined}
      data-testid="transfer-qr"
    >
      {titled ? <h3 id="transfer-title">{t("payTitle")}</h3> : null}
      <p>{t("payHint")}</p>
      {/* The SVG is drawn on the server by the qrcode library from the payload: no user text in it. */}
      <div
        className={pageStyles.qr}
        role="img"
        aria-label={t("payQrLabel", { amount })}
        dangerouslySetInnerHTML={{ __html: payment.qr_svg }}
      />
      <dl className={pageStyles.facts}>
        <div>
          <dt>{t("payAmount")}</dt>
          <dd>
            <strong>{amount}</strong>
          </dd>
        </div>
        <div>
          <dt>{t("payReference")}</dt>
          <dd>
            <strong className={pageStyles.copyable} data-testid="transfer-reference">
              {payment.reference}
            </strong>
          </dd>
        </div>
        <div>
          <dt>{t("payBank")}</dt>
          <dd>{payment.bank.name}</dd>
        </div>
        <div>
          <dt>{t("payAccount")}</dt>
          <dd>
            <strong className={pageStyles.copyable}>{payment.bank.account_number}</strong>
          </dd>
        </div>
        <div>
          <dt>{t("payAccountHolder")}</dt>
          <dd>{payment.bank.account_holder}</dd>
        </div>
      </dl>
      <p className={pageStyles.waiting}>{t("payWaiting")}</p>
    </section>
  );
}
