import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import { formatDate } from "@/i18n/format";
import type { Lang } from "@/i18n/languages";
import type { Translate } from "./message-types";
import pageStyles from "@/components/guest-form/checkin-page.module.css";
import { Phrases } from "./phrases";

export const FINISHED_TITLE_ID = "finished-title";

/**
 * What a checked-in guest needs, first on the page: the room number of each checked-in room
 * (or that the desk assigns it), when to check out, and the property's address, phone and
 * Wi-Fi where it has them, and "paid in full" once nothing is due. Rendered on the server only (no JavaScript for it in the page):
 * CheckinApp shows it, focuses its heading after a save, and offers "Edit details" below it.
 */
export function FinishedView(props: { booking: CheckinBooking; lang: Lang; t: Translate }) {
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
      {/* A balance due is offered by the transfer panel below (CheckinApp): a code is made only when the guest asks for it. */}
      {Number(booking.booking.balance) <= 0 && Number(booking.booking.amount) > 0 ? (
        <p className={pageStyles.paid} data-testid="paid-in-full">
          ✓ {t("paidInFull")}
        </p>
      ) : null}
    </section>
  );
}
