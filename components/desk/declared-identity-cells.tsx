"use client";

import { formatDate } from "@/i18n/format";
import type { DeclaredIdentity } from "@/server/desk/guest-register/declared-identity";
import { nationalityName } from "@/server/domain/declaration-values";
import { useI18n } from "./i18n";
import type { MessageKey } from "./message-tables";

/** The header cells of who a guest is, as the declarations ask (the guest register; the card has its own, in two languages). */
export function DeclaredIdentityHeads() {
  const { t } = useI18n();
  return (
    <>
      <th scope="col">{t("guestName")}</th>
      <th scope="col">{t("birthDate")}</th>
      <th scope="col">{t("genderLabel")}</th>
      <th scope="col">{t("nationalityLabel")}</th>
      <th scope="col">{t("idNumber")}</th>
    </>
  );
}

/**
 * The guest's row cells under DeclaredIdentityHeads: the name as the row's header, "—" where
 * nothing is recorded; values in the desk's language (Vietnamese: "Nữ", "Hàn Quốc", "Hộ chiếu", dd/MM/yyyy).
 */
export function DeclaredIdentityCells({ guest }: { guest: DeclaredIdentity }) {
  const { t, language } = useI18n();
  return (
    <>
      <th scope="row">{guest.name}</th>
      <td>{guest.birthday ? formatDate(language, guest.birthday, "short") : "—"}</td>
      <td>{guest.gender ? t(`gender_${guest.gender}` as MessageKey) : "—"}</td>
      <td>{guest.nationality ? nationalityName(guest.nationality, language) : "—"}</td>
      <td>{guest.identity ? `${guest.id_type ? `${t(`id_type_${guest.id_type}` as MessageKey)} ` : ""}${guest.identity}` : "—"}</td>
    </>
  );
}
