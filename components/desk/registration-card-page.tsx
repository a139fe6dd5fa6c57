"use client";

import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import { formatDate, formatMoney } from "@/components/i18n/format";
import type { RegistrationCard } from "@/server/desk/registration-card";
import { deskFetch } from "./api-client";
import { DeclaredIdentityCells, DeclaredIdentityHeads } from "./declared-identity-cells";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";
import { deskQueries } from "./queries";
import { stayRange } from "./stay-range";

/**
 * A booking's registration card, to print (the print stylesheet leaves only the card): the
 * property, the stay and nightly rates of each room, every guest's registration data, and a
 * line for each guest's signature.
 */
export function RegistrationCardPage({ code }: { code: string }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const card = useQuery({
    queryKey: ["booking", property.id, code, "card"],
    queryFn: () => deskFetch<RegistrationCard>(`/api/desk/properties/${encodeURIComponent(property.id)}/bookings/${code}/registration-card`),
  });
  const detail = useQuery(deskQueries.booking(property.id, code));
  const money = (amount: number) => formatMoney(language, property.currency, amount);
  if (card.error) return <ErrorMessage error={card.error} />;
  if (!card.data) return <p className={styles.muted}>{t("loading")}</p>;
  const roomName = (id: string) => {
    const room = detail.data?.booking_rooms.find((candidate) => candidate.id === id);
    return room ? `${room.room_unit ?? t("unassigned")} · ${room.room_type}` : "";
  };
  return (
    <>
      <div className={`${styles.row} ${styles.noPrint}`} style={{ marginBottom: 12 }}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => window.print()}>
          {t("printCard")}
        </button>
      </div>
      <article className={styles.printCard} aria-labelledby="card-title">
        <h1 id="card-title" className={styles.pageTitle}>
          {t("registrationCard")} · <span className={styles.code}>{card.data.code}</span>
        </h1>
        <p>
          <strong>{card.data.property.title}</strong>
          {card.data.property.address ? ` · ${card.data.property.address}` : ""}
          {card.data.property.phone ? ` · ${card.data.property.phone}` : ""}
        </p>
        {card.data.rooms.map((room) => (
          <section key={room.id} aria-label={roomName(room.id)} style={{ breakInside: "avoid", marginBottom: 16 }}>
            <h2 style={{ fontSize: 16 }}>
              {t("room")} {roomName(room.id)} · {stayRange(language, room.checkin_date, room.checkout_date)}
            </h2>
            <p className={styles.small}>
              {t("nightlyRates")}: {room.nights.map((night) => `${formatDate(language, night.day, "short")} ${night.price === null ? "—" : money(night.price)}`).join(" · ")} · {t("roomCharge")}:{" "}
              <strong>{money(room.room_charge)}</strong>
            </p>
            <table className={styles.table}>
              <thead>
                <tr>
                  <DeclaredIdentityHeads />
                  <th scope="col">{t("address")}</th>
                  <th scope="col">{t("signature")}</th>
                </tr>
              </thead>
              <tbody>
                {room.guests.map((guest, index) => (
                  <Fragment key={index}>
                    <tr>
                      <DeclaredIdentityCells guest={guest} />
                      <td>
                        {guest.address ?? ""}
                        {guest.former_address ? <span className={styles.small}> {t("formerAddress", { units: guest.former_address })}</span> : null}
                      </td>
                      <td style={{ minWidth: 140, borderBottom: "1px solid #64748b" }} />
                    </tr>
                    {guest.foreign_stay_vi ? (
                      <tr>
                        {/* The declaration's own words, in Vietnamese whatever the desk's language. */}
                        <td colSpan={7} className={styles.small} lang="vi">
                          {guest.foreign_stay_vi}
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
                {room.guests.length === 0 ? (
                  <tr>
                    <td colSpan={7} className={styles.muted}>
                      {t("noGuests")}
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </section>
        ))}
        <p>
          {t("bookingTotal")}: <strong>{money(card.data.amount)}</strong> · {t("paid")}: {money(card.data.paid)} · {t("balance")}: {money(card.data.balance)}
        </p>
        <p className={styles.small}>{t("cardDeclaration")}</p>
        <p style={{ marginTop: 40 }}>
          {t("guestSignature")}: ______________________ &nbsp; {t("receptionSignature")}: ______________________
        </p>
      </article>
    </>
  );
}
