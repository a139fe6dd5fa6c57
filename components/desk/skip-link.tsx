"use client";

import styles from "./desk.module.css";
import { useI18n } from "./i18n";

export function SkipLink() {
  const { t } = useI18n();
  return (
    <a href="#main" className={styles.skip}>
      {t("skipToContent")}
    </a>
  );
}
