"use client";

import { useQuery } from "@tanstack/react-query";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import type { MessageKey } from "./message-tables";
import { useProperty } from "./property-context";
import { deskQueries } from "./queries";

/** A booking or room status, in words and colour (the words carry the meaning). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const key = `status_${status}` as MessageKey;
  return <span className={`${styles.badge} ${styles[`s_${status}`] ?? ""}`}>{t(key) ?? status}</span>;
}

/**
 * A booking source as a badge: its colour as a dot, its name as text (so contrast never depends
 * on the colour), in the desk's language: from the answer when it carries both names, else from
 * the property's source list in that language (the booking detail of the partner API names its
 * source only by `name`). A source the list does not have (an OTA's) keeps its name.
 */
export function SourceBadge({
  source,
}: {
  source: { name: string; color: string; translated_name?: string; names?: { vi: string; en: string } };
}) {
  const { language } = useI18n();
  const property = useProperty();
  const answered = source.translated_name ?? source.names?.[language];
  const listed = useQuery({ ...deskQueries.sources(property.id, language), enabled: answered === undefined });
  const name = answered ?? listed.data?.find((candidate) => candidate.name === source.name)?.translated_name ?? source.name;
  return (
    <span className={styles.source}>
      <span className={styles.dot} style={{ background: source.color }} aria-hidden="true" />
      {name}
    </span>
  );
}
