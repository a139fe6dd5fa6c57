"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate, formatMoney } from "@/i18n/format";
import { GUEST_LANGUAGES, isLang, LANGUAGE_NAMES, type Lang } from "@/i18n/languages";
import type { RegistrationCard } from "@/server/desk/registration-card";
import { deskFetch } from "../api-client";
import styles from "../desk.module.css";
import { ErrorMessage } from "../error-message";
import { useI18n } from "../i18n";
import { useProperty } from "../property-context";
import { deskQueries } from "../queries";
import { stayRange } from "../stay-range";
import { cardSpeech } from "./bilingual";
import { CARD_GUEST_COLUMNS, CardGuestHeads, CardGuestRows } from "./card-guest-rows";

/**
 * A booking's registration card, to print (the print stylesheet leaves only the card): the
 * property, the stay and nightly rates of each room, every guest's registration data, and a
 * line for each guest's signature. What the guests read and sign is in Vietnamese and in their
 * language (the primary guest's country's until the receptionist picks another); the desk's
 * parts (the booking code, the receptionist's signature) are in the desk's language.
 */
export function RegistrationCardPage({ code }: { code: string }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const card = useQuery({
    queryKey: ["booking", property.id, code, "card"],
    queryFn: () =>
      deskFetch<RegistrationCard>(`/api/desk/properties/${encodeURIComponent(property.id)}/bookings/${code}/registration-card`),
  });
  const detail = useQuery(deskQueries.booking(property.id, code));
  const [pickedLanguage, setPickedLanguage] = useState<Lang | null>(null);
  const money = (amount: number) => formatMoney(language, property.currency, amount);
  if (card.error) return <ErrorMessage error={card.error} />;
  if (!card.data) return <p className={styles.muted}>{t("loading")}</p>;
  const speech = cardSpeech(pickedLanguage ?? card.data.guest_language);
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
        <div className={styles.field}>
          <label htmlFor="card-guest-language">{t("cardGuestLanguage")}</label>
          <select
            id="card-guest-language"
            className={styles.input}
            value={speech.language}
            onChange={(event) => setPickedLanguage(isLang(event.target.value) ? event.target.value : null)}
          >
            {GUEST_LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <article className={styles.printCard} aria-labelledby="card-title">
        <h1 id="card-title" className={styles.pageTitle}>
          {speech.say("title")} · <span className={styles.code}>{card.data.code}</span>
        </h1>
        <p>
          <strong>{card.data.property.title}</strong>
          {card.data.property.address ? ` · ${card.data.property.address}` : ""}
          {card.data.property.phone ? ` · ${card.data.property.phone}` : ""}
        </p>
        {card.data.rooms.map((room) => (
          <section key={room.id} aria-label={roomName(room.id)} style={{ breakInside: "avoid", marginBottom: 16 }}>
            <h2 style={{ fontSize: 16 }}>
              {speech.say("room")} {roomName(room.id)} · {stayRange(language, room.checkin_date, room.checkout_date)}
            </h2>
            <p className={styles.small}>
              {speech.say("nightlyRates")}:{" "}
              {room.nights
                .map((night) => `${formatDate(language, night.day, "short")} ${night.price === null ? "—" : money(night.price)}`)
                .join(" · ")}{" "}
              · {speech.say("roomCharge")}: <strong>{money(room.room_charge)}</strong>
            </p>
            {/* Scrolls sideways on a phone (the signature column is wide); focusable so a keyboard can scroll it too. */}
            <div className={styles.scrollX} tabIndex={0}>
              <table className={styles.table}>
                <thead>
                  <CardGuestHeads speech={speech} />
                </thead>
                <tbody>
                  {room.guests.map((guest, index) => (
                    <CardGuestRows key={index} guest={guest} speech={speech} />
                  ))}
                  {room.guests.length === 0 ? (
                    <tr>
                      <td colSpan={CARD_GUEST_COLUMNS} className={styles.muted}>
                        {t("noGuests")}
                      </td>
                    </tr>
                  ) : null}
                </tbody>
              </table>
            </div>
          </section>
        ))}
        <p>
          {speech.say("bookingTotal")}: <strong>{money(card.data.amount)}</strong> · {speech.say("paid")}: {money(card.data.paid)} ·{" "}
          {speech.say("balance")}: {money(card.data.balance)}
        </p>
        <p className={styles.small}>{speech.say("declaration", { apart: true })}</p>
        <p style={{ marginTop: 40 }}>
          {speech.say("guestSignature")}: ______________________ &nbsp; {t("receptionSignature")}: ______________________
        </p>
      </article>
    </>
  );
}
