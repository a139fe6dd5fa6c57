"use client";

import styles from "./desk.module.css";
import { errorText } from "./error-text";
import { useI18n } from "./i18n";

/** An error of the API, where it belongs, announced to screen readers. */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useI18n();
  const { text, detail } = errorText(error, t);
  return (
    <div role="alert" className={styles.alert}>
      <strong>{text}</strong>
      {detail && detail !== text ? <div className={styles.small}>{detail}</div> : null}
    </div>
  );
}
