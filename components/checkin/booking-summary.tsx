import type { CheckinBooking, CheckinRoom } from "@/server/checkin/checkin-booking";
import { formatDate, formatMoney } from "@/i18n/format";
import { isOpenRoom } from "@/server/bookings/rules/room-status";
import { calendarDaysBetween } from "@/server/domain/calendar-days";
import { roomTitle } from "@/components/guest-form/room-title";
import { adultsRegistered, missingText } from "@/components/guest-form/room-registration";
import type { Lang } from "@/i18n/languages";
import type { MessageKey, Translate } from "./message-types";
import styles from "@/components/guest-form/checkin.module.css";
import pageStyles from "@/components/guest-form/checkin-page.module.css";

/**
 * What the guest sees first, rendered on the server so it shows while the form's JavaScript
 * is still on its way: the property, the stay, the money, and per room who is registered and
 * what is still missing.
 */
export function BookingSummary({ data, lang, t }: { data: CheckinBooking; lang: Lang; t: Translate }) {
  const { booking, property } = data;
  const money = (amount: string) => formatMoney(lang, property.currency, amount);
  // 0 for a day use (check-out on the arrival day).
  const nights = Math.max(0, calendarDaysBetween(booking.checkinDate, booking.checkoutDate));
  return (
    <section aria-labelledby="summary-title" className={pageStyles.summary}>
      <h2 id="summary-title" className={styles.visuallyHidden}>
        {t("booking")} {booking.code}
      </h2>
      <dl className={pageStyles.facts}>
        <div>
          <dt>{t("booking")}</dt>
          <dd>
            <strong>{booking.code}</strong> · {booking.customerName}
          </dd>
        </div>
        <div>
          <dt>{t("checkinAt")}</dt>
          <dd>
            {formatDate(lang, booking.checkinDate)} {t("fromHour", { hour: booking.checkinTime })}
          </dd>
        </div>
        <div>
          <dt>{t("checkoutAt")}</dt>
          <dd>
            {formatDate(lang, booking.checkoutDate)} {t("untilHour", { hour: booking.departureHour })} ·{" "}
            {nights === 0 ? t("dayUse") : t("nights", { count: nights })}
          </dd>
        </div>
        <div>
          <dt>{t("total")}</dt>
          <dd>
            {money(booking.amount)}
            {booking.paid !== "0"
              ? ` · ${t(booking.groupPays ? "groupPaid" : "paid")} ${money(booking.paid)} · ${t(booking.groupPays ? "groupBalance" : "balance")} ${money(booking.balance)}`
              : null}
          </dd>
        </div>
      </dl>
      <h3 className={pageStyles.roomsTitle}>{t("rooms")}</h3>
      <ul className={pageStyles.summaryRooms}>
        {data.rooms.map((room) => (
          <RoomSummary key={room.id} room={room} arrival={booking.checkinDate} t={t} />
        ))}
      </ul>
    </section>
  );
}

function RoomSummary({ room, arrival, t }: { room: CheckinRoom; arrival: string; t: Translate }) {
  // Exactly what Get Booking Detail's registration says the room misses (the form's live line writes it the same way).
  const missing = missingText(
    room.registration.missing,
    (guestId) => room.guests.find((guest) => String(guest.id) === guestId)?.name ?? "",
    room.occupancy.adults - adultsRegistered(room.guests, arrival),
    t,
  );
  // "2 adults, 1 child", "成人2名、儿童1名": with the language's own separator.
  const occupancy = [
    t("adultCount", { count: room.occupancy.adults }),
    ...(room.occupancy.children ? [t("childCount", { count: room.occupancy.children })] : []),
    ...(room.occupancy.infants ? [t("infantCount", { count: room.occupancy.infants })] : []),
  ].join(t("listSeparator"));
  return (
    <li className={pageStyles.summaryRoom}>
      <p className={pageStyles.summaryRoomHead}>
        <strong>{roomTitle(room, t)}</strong>
        <span className={`${pageStyles.badge} ${room.status === "checked_in" ? pageStyles.badgeDone : ""}`}>
          {t(`status_${room.status}` as MessageKey)}
        </span>
      </p>
      <p className={styles.hint}>
        {occupancy}
        {room.roomUnit ? null : ` · ${t("roomUnitPending")}`}
      </p>
      <p className={pageStyles.summaryLabel}>{t("guestsRegistered")}</p>
      {room.guests.length ? (
        <ul className={pageStyles.summaryGuests}>
          {room.guests.map((guest) => (
            <li key={guest.id}>
              {guest.name}
              {guest.is_primary_guest ? <span className={pageStyles.badge}>{t("primaryBadge")}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("noGuestsYet")}</p>
      )}
      {!isOpenRoom(room.status) ? null : missing ? (
        <p className={pageStyles.missing} data-testid="summary-missing">
          <span className={pageStyles.summaryLabel}>{t("missing")}:</span> {missing}
        </p>
      ) : (
        <p className={styles.done}>✓ {t("nothingMissing")}</p>
      )}
    </li>
  );
}
