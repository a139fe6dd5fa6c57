"use client";

import { formatDate } from "@/i18n/format";
import type { RegistrationCard } from "@/server/desk/registration-card";
import styles from "../desk.module.css";
import { useI18n } from "../i18n";
import type { CardSpeech } from "./bilingual";
import type { CardWordKey } from "./card-words";

type CardGuest = RegistrationCard["rooms"][number]["guests"][number];

/** How many columns a guest's row has: a line under it spans them all. */
export const CARD_GUEST_COLUMNS = 7;

/** The headers of the card's guest table, in both languages of the card. */
export function CardGuestHeads({ speech }: { speech: CardSpeech }) {
  return (
    <tr>
      <th scope="col">{speech.say("fullName")}</th>
      <th scope="col">{speech.say("birthDate")}</th>
      <th scope="col">{speech.say("gender")}</th>
      <th scope="col">{speech.say("nationality")}</th>
      <th scope="col">{speech.say("idDocument")}</th>
      <th scope="col">{speech.say("address")}</th>
      <th scope="col">{speech.say("signature")}</th>
    </tr>
  );
}

/**
 * A guest's row on the card, with a space to sign: who they are as the declarations ask, the
 * words in both languages of the card ("Nữ / 여성", "Hàn Quốc / 대한민국"), "—" where nothing is
 * recorded; dates in the desk's format. A foreigner's visa and entry follow on a line of their own.
 */
export function CardGuestRows({ guest, speech }: { guest: CardGuest; speech: CardSpeech }) {
  const { language } = useI18n();
  return (
    <>
      <tr>
        <th scope="row">{guest.name}</th>
        <td>{guest.birthday ? formatDate(language, guest.birthday, "short") : "—"}</td>
        <td>{guest.gender ? speech.say(`gender_${guest.gender}` as CardWordKey) : "—"}</td>
        <td>{guest.nationality ? speech.country(guest.nationality) : "—"}</td>
        <td>
          {guest.identity ?? "—"}
          {/* The type below the number: the vocabulary's "Căn cước / CMND" already holds a slash. */}
          {guest.identity && guest.id_type ? (
            <div className={styles.small}>{speech.say(`id_type_${guest.id_type}` as CardWordKey)}</div>
          ) : null}
        </td>
        <td className={styles.addressCell}>
          {guest.address ?? ""}
          {guest.former_address ? (
            <span className={styles.small}>
              {" "}
              ({speech.say("formerAddress")}: {guest.former_address})
            </span>
          ) : null}
        </td>
        <td style={{ minWidth: 140, borderBottom: "1px solid #64748b" }} />
      </tr>
      {guest.foreign_stay_vi ? (
        <tr>
          {/* The declaration's own words, in Vietnamese whatever the card's languages. */}
          <td colSpan={CARD_GUEST_COLUMNS} className={styles.small} lang="vi">
            {guest.foreign_stay_vi}
          </td>
        </tr>
      ) : null}
    </>
  );
}
