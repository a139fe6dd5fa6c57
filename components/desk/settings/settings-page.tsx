"use client";

import styles from "../desk.module.css";
import { useI18n } from "../i18n";
import { useProperty } from "../property-context";
import { BankAccountSettings } from "./bank-account-form";
import { CheckinMessagesSettings } from "./checkin-messages-form";
import { SepayReceiverSettings } from "./sepay-receiver-settings";

/** The property's settings, a manager's (the API refuses anyone else; this only spares a receptionist the 403). */
export function DeskSettingsPage() {
  const { t } = useI18n();
  const property = useProperty();
  return (
    <>
      <h1 className={styles.pageTitle}>{t("settings")}</h1>
      {property.role === "manager" ? (
        <>
          <BankAccountSettings />
          <SepayReceiverSettings />
          <CheckinMessagesSettings />
        </>
      ) : (
        <p className={styles.notice}>{t("settingsManagersOnly")}</p>
      )}
    </>
  );
}
