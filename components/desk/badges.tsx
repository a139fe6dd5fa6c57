"use client";

import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import type { MessageKey } from "./messages";

/** A booking or room status, in words and colour (the words carry the meaning). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const key = `status_${status}` as MessageKey;
  return <span className={`${styles.badge} ${styles[`s_${status}`] ?? ""}`}>{t(key) ?? status}</span>;
}

/**
 * A booking source as a badge: its colour as a dot, its name as text (so contrast never depends
 * on the colour), in the desk's language when the answer carries it.
 */
export function SourceBadge({ source }: { source: { name: string; color: string; translated_name?: string; names?: { vi: string; en: string } } }) {
  const { language } = useI18n();
  return (
    <span className={styles.source}>
      <span className={styles.dot} style={{ background: source.color }} aria-hidden="true" />
      {source.translated_name ?? source.names?.[language] ?? source.name}
    </span>
  );
}
