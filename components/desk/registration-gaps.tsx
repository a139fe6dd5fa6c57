"use client";

import type { RegistrationField } from "@/server/domain/guest-registration";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import type { MessageKey } from "./message-tables";

/**
 * What a registration lacks, in two badges: the fields not given ("Thiếu: phường / xã") and the
 * fields given but invalid ("Không hợp lệ: số giấy tờ", a 13-digit CCCD), so the desk knows to
 * correct a value rather than look for one. `invalid` is a subset of `missing` (the register's).
 */
export function RegistrationGaps({ missing, invalid }: { missing: readonly RegistrationField[]; invalid: readonly RegistrationField[] }) {
  const { t } = useI18n();
  const words = (fields: readonly RegistrationField[]) => fields.map((field) => t(`field_${field}` as MessageKey)).join(", ");
  const absent = missing.filter((field) => !invalid.includes(field));
  return (
    <>
      {invalid.length > 0 ? (
        <span className={`${styles.badge} ${styles.attentionBadge} ${styles.badgeWraps}`}>
          {t("invalidFields", { fields: words(invalid) })}
        </span>
      ) : null}
      {invalid.length > 0 && absent.length > 0 ? " " : null}
      {absent.length > 0 ? (
        <span className={`${styles.badge} ${styles.attentionBadge} ${styles.badgeWraps}`}>
          {t("missingFields", { fields: words(absent) })}
        </span>
      ) : null}
    </>
  );
}
