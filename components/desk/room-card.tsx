"use client";

import { useState } from "react";
import { formatDate, formatMoney } from "@/i18n/format";
import { AddServiceForm } from "./add-service-form";
import { AssignRoomDialog } from "./assign-room-dialog";
import { cancelConsequence } from "@/server/bookings/rules/cancel-consequence";
import { roomAllows } from "@/server/bookings/rules/room-status";
import { countsInTotals } from "@/server/bookings/rules/totals";
import { StatusBadge } from "./badges";
import { CancelRoomDialog } from "./cancel-room-dialog";
import { CheckOutDialog } from "./check-out-dialog";
import styles from "./desk.module.css";
import { GuestPhotos } from "./guest-photos";
import { useI18n } from "./i18n";
import type { MessageKey } from "./message-tables";
import { RateDialog } from "./rate-dialog";
import { RemoveServiceButton } from "./remove-service-dialog";
import { stayLength, stayRange } from "./stay-range";
import { StayDatesDialog } from "./stay-dates/stay-dates-dialog";
import type { BookingDetail, BookingRoom } from "@/server/bookings/booking-detail-schema";
import type { BookingLedger } from "@/server/desk/get-booking-ledger";

type Action = "checkout" | "rate" | "cancel" | "service" | "assign" | "extend" | "shorten" | undefined;

/** One room of the booking: status, nights, guests, services, meals, and its actions. */
export function RoomCard({
  booking,
  ledger,
  room,
  headingLevel,
}: {
  booking: BookingDetail;
  ledger: BookingLedger;
  room: BookingRoom;
  headingLevel: "h3";
}) {
  const { t, language } = useI18n();
  const [action, setAction] = useState<Action>();
  const roomLedger = ledger.rooms.find((candidate) => candidate.id === room.id)!;
  const label = room.room_unit ?? room.room_type;
  const money = (amount: number) => formatMoney(language, booking.currency, amount);
  const Heading = headingLevel;
  const statusOf = (code: string) =>
    code === booking.code ? booking.status : (ledger.children.find((child) => child.code === code)?.status ?? booking.status);
  const close = () => setAction(undefined);

  return (
    <article className={styles.room} aria-labelledby={`room-${room.id}`}>
      <div className={styles.roomHead}>
        <Heading id={`room-${room.id}`}>
          {t("room")} {room.room_unit ?? `(${t("unassigned")})`} · {room.room_type}
        </Heading>
        <StatusBadge status={room.checkin_status} />
        {roomLedger.booking_code !== booking.code ? (
          <span className={`${styles.code} ${styles.small}`}>{roomLedger.booking_code}</span>
        ) : null}
        <div className={styles.actions}>
          {roomAllows("checkOut", room.checkin_status) ? (
            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setAction("checkout")}>
              {t("checkOut")}
            </button>
          ) : null}
          {roomAllows("assignUnit", room.checkin_status) ? (
            <button type="button" className={styles.button} onClick={() => setAction("assign")}>
              {t(room.room_unit ? "changeRoom" : "assignRoom")}
            </button>
          ) : null}
          {roomAllows("changeDates", room.checkin_status) ? (
            <>
              <button type="button" className={styles.button} onClick={() => setAction("extend")}>
                {t("extendStay")}
              </button>
              <button type="button" className={styles.button} onClick={() => setAction("shorten")}>
                {t("shortenStay")}
              </button>
            </>
          ) : null}
          {roomAllows("changeRate", room.checkin_status) ? (
            <button type="button" className={styles.button} onClick={() => setAction("rate")}>
              {t("changeRate")}
            </button>
          ) : null}
          {roomAllows("addService", room.checkin_status) ? (
            <button type="button" className={styles.button} onClick={() => setAction("service")} aria-expanded={action === "service"}>
              {t("addService")}
            </button>
          ) : null}
          {roomAllows("cancel", room.checkin_status) ? (
            <button type="button" className={styles.button} onClick={() => setAction("cancel")}>
              {t("cancelRoom")}
            </button>
          ) : null}
        </div>
      </div>
      <p className={`${styles.row} ${styles.small}`}>
        <span>
          {stayRange(language, roomLedger.checkin_date, roomLedger.checkout_date)} (
          {stayLength(t, roomLedger.checkin_date, roomLedger.checkout_date)})
        </span>
        <span>
          {t("adultCount", { count: room.occupancy.adults })}, {t("childCount", { count: room.occupancy.children })}
        </span>
        {room.has_breakfast ? <span>{t("breakfast")}</span> : null}
        <span>
          {t("roomCharge")}: <strong>{money(roomLedger.room_charge)}</strong>
          {roomLedger.discount > 0 ? <span className={styles.muted}> (−{money(roomLedger.discount)})</span> : null}
        </span>
      </p>

      <h4 className={styles.fieldLabel}>{t("guests")}</h4>
      {room.guests.length === 0 ? (
        <p className={`${styles.muted} ${styles.small}`}>{t("noGuests")}</p>
      ) : (
        <ul className={styles.list}>
          {room.guests.map((guest) => (
            <li key={guest.id} style={{ padding: "4px 0" }}>
              <strong>{guest.name}</strong>
              {guest.is_primary_guest ? <span className={styles.muted}> · {t("primaryGuest")}</span> : null}
              <span className={`${styles.muted} ${styles.small}`}>
                {[
                  guest.id_type ? (t(`id_type_${guest.id_type}` as MessageKey) ?? guest.id_type) : null,
                  guest.identity,
                  guest.phone,
                  guest.email,
                ]
                  .filter(Boolean)
                  .map((part) => ` · ${part}`)}
              </span>
              <GuestPhotos guest={guest} />
            </li>
          ))}
        </ul>
      )}

      {room.services.length > 0 ? (
        <>
          <h4 className={styles.fieldLabel}>{t("services")}</h4>
          <table className={styles.table}>
            <tbody>
              {room.services.map((line, index) => (
                <tr key={`${line.id}-${index}`}>
                  <td>{line.name}</td>
                  <td className={styles.num}>× {line.quantity}</td>
                  <td className={styles.num}>{money(line.price_per_unit)}</td>
                  <td className={styles.num}>{line.discount > 0 ? `−${money(line.discount)}` : ""}</td>
                  <td className={styles.num}>
                    <strong>{money(line.total_price)}</strong>
                  </td>
                  <td className={styles.muted}>{line.service_used_date ? formatDate(language, line.service_used_date, "short") : ""}</td>
                  <td>
                    <RemoveServiceButton
                      code={booking.code}
                      roomId={room.id}
                      roomStatus={room.checkin_status}
                      currency={booking.currency}
                      line={line}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {room.meals.length > 0 ? (
        <p className={styles.small}>
          <span className={styles.fieldLabel}>{t("meals")}: </span>
          {room.meals.map((meal) => `${formatDate(language, meal.serve_date, "short")} (${meal.adults}+${meal.children})`).join(", ")}
        </p>
      ) : null}

      {action === "assign" ? <AssignRoomDialog code={booking.code} roomId={room.id} roomLabel={label} onClose={close} /> : null}
      {action === "service" ? <AddServiceForm code={booking.code} roomId={room.id} onDone={close} /> : null}
      {action === "checkout" ? (
        <CheckOutDialog
          code={booking.code}
          roomId={room.id}
          roomLabel={label}
          roomCharge={roomLedger.room_charge}
          ledger={ledger}
          currency={booking.currency}
          stay={{ checkin: roomLedger.checkin_date, checkout: roomLedger.checkout_date }}
          onClose={close}
        />
      ) : null}
      {action === "extend" || action === "shorten" ? (
        <StayDatesDialog
          code={booking.code}
          mode={action}
          room={{
            id: room.id,
            label,
            roomTypeId: roomLedger.room_type_id,
            status: room.checkin_status,
            checkin: roomLedger.checkin_date,
            checkout: roomLedger.checkout_date,
          }}
          onClose={close}
        />
      ) : null}
      {action === "rate" ? (
        <RateDialog
          code={booking.code}
          room={roomLedger}
          roomLabel={label}
          currency={booking.currency}
          bookingAmount={booking.amount}
          roomCounts={countsInTotals(room.checkin_status)}
          onClose={close}
        />
      ) : null}
      {action === "cancel" ? (
        <CancelRoomDialog
          code={booking.code}
          roomId={room.id}
          roomLabel={label}
          consequence={cancelConsequence(
            ledger.rooms.map((candidate) => ({
              id: candidate.id,
              bookingCode: candidate.booking_code,
              roomFee: candidate.room_fee,
              status: booking.booking_rooms.find((r) => r.id === candidate.id)?.checkin_status ?? "cancelled",
            })),
            room.id,
            statusOf,
          )}
          onClose={close}
        />
      ) : null}
    </article>
  );
}
