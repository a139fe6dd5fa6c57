import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import type { PaymentRequestAnswer } from "@/server/payments/schemas";
import { formatDate, formatMoney } from "@/components/i18n/format";
import type { Lang } from "@/components/i18n/languages";
import type { Translate } from "./message-types";
import pageStyles from "./checkin-page.module.css";
import { Phrases } from "./phrases";

export const FINISHED_TITLE_ID = "finished-title";

/**
 * What a checked-in guest needs, first on the page: the room number of each checked-in room
 * (or that the desk assigns it), when to check out, and the property's address, phone and
 * Wi-Fi where it has them. Rendered on the server only (no JavaScript for it in the page):
 * CheckinApp shows it, focuses its heading after a save, and offers "Edit details" below it.
 */
export function FinishedView(props: { booking: CheckinBooking; payment?: PaymentRequestAnswer; lang: Lang; t: Translate }) {
  const { booking, t } = props;
  const { property } = booking;
  const rooms = booking.rooms.filter((room) => room.status === "checked_in");

  return (
    <section aria-labelledby={FINISHED_TITLE_ID} className={pageStyles.finished} data-testid="finished">
      <h2 id={FINISHED_TITLE_ID} tabIndex={-1}>
        ✓ <Phrases text={t("checkedInMessage")} lang={props.lang} />
      </h2>
      <dl className={pageStyles.facts}>
        <div>
          <dt>{t("yourRooms", { count: rooms.length })}</dt>
          {rooms.map((room) => (
            <dd key={room.id}>
              {room.roomUnit ? (
                <>
                  <strong className={pageStyles.roomNumber}>{room.roomUnit}</strong> · {room.roomType}
                </>
              ) : (
                <>
                  {room.roomType}: {t("deskAssignsRoom")}
                </>
              )}
            </dd>
          ))}
        </div>
        <div>
          <dt>{t("checkoutAt")}</dt>
          <dd>{t("checkoutWhen", { date: formatDate(props.lang, booking.booking.checkoutDate), hour: booking.booking.departureHour })}</dd>
        </div>
        {property.address ? (
          <div>
            <dt>{t("propertyAddress")}</dt>
            <dd>{property.address}</dd>
          </div>
        ) : null}
        {property.phone ? (
          <div>
            <dt>{t("propertyPhone")}</dt>
            <dd>
              <a href={`tel:${property.phone.replace(/[^\d+]/g, "")}`}>{property.phone}</a>
            </dd>
          </div>
        ) : null}
        {property.wifi ? (
          <div>
            <dt>{t("wifi")}</dt>
            <dd>
              {t("wifiName")}: <strong className={pageStyles.copyable}>{property.wifi.name}</strong>
            </dd>
            {property.wifi.password ? (
              <dd>
                {t("wifiPassword")}: <strong className={pageStyles.copyable}>{property.wifi.password}</strong>
              </dd>
            ) : null}
          </div>
        ) : null}
      </dl>
      {props.payment ? <TransferQr payment={props.payment} currency={property.currency} lang={props.lang} t={t} /> : null}
      {!props.payment && Number(booking.booking.balance) <= 0 && Number(booking.booking.amount) > 0 ? (
        <p className={pageStyles.paid} data-testid="paid-in-full">
          ✓ {t("paidInFull")}
        </p>
      ) : null}
    </section>
  );
}

/**
 * What is due, as a VietQR code the guest's banking app reads (amount and reference filled in),
 * with the bank, account and reference written out for a guest who types the transfer. The page
 * looks again every few seconds (CheckinApp) and says "paid" once the bank's notification
 * has recorded the payment.
 */
function TransferQr({ payment, currency, lang, t }: { payment: PaymentRequestAnswer; currency: string; lang: Lang; t: Translate }) {
  const amount = formatMoney(lang, currency, payment.amount);
  return (
    <section className={pageStyles.transfer} aria-labelledby="transfer-title" data-testid="transfer-qr">
      <h3 id="transfer-title">{t("payTitle")}</h3>
      <p>{t("payHint")}</p>
      {/* The SVG is drawn on the server by the qrcode library from the payload: no user text in it. */}
      <div className={pageStyles.qr} role="img" aria-label={t("payQrLabel", { amount })} dangerouslySetInnerHTML={{ __html: payment.qr_svg }} />
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
