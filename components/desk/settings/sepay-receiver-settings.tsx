"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "@/i18n/date-time";
import styles from "../desk.module.css";
import { ErrorMessage } from "../error-message";
import { useI18n } from "../i18n";
import { useProperty } from "../property-context";
import { deskQueries, useSetSepayKey } from "../queries";

/** Long text (a URL, a key) wraps anywhere rather than push the page sideways at 360 px; one click selects it whole. */
const copyable = { overflowWrap: "anywhere", userSelect: "all" } as const;

/**
 * A manager's settings: the property's own SePay receiver. "Generate" makes a key, shown this
 * once beside the URL to paste into SePay; a new key replaces the old at once; "switch off"
 * removes it (the receiver then answers 404). Both ask first when a key is in use.
 */
export function SepayReceiverSettings() {
  const { t, language } = useI18n();
  const property = useProperty();
  const current = useQuery(deskQueries.sepayReceiver(property.id));
  const change = useSetSepayKey(property.id);
  const [confirming, setConfirming] = useState<"regenerate" | "remove" | null>(null);
  if (current.error) return <ErrorMessage error={current.error} />;
  if (!current.data) return <p className={styles.muted}>{t("loading")}</p>;
  const receiver = current.data;
  const shownKey = change.data?.key;
  const removed = change.isSuccess && !change.data.key && receiver.key_set_at === null;
  const run = (generate: boolean) => change.mutate(generate, { onSettled: () => setConfirming(null) });

  return (
    <section className={styles.panel} aria-labelledby="sepay-title">
      <h2 id="sepay-title">{t("sepayTitle")}</h2>
      <p className={styles.muted}>{t("sepayHint")}</p>
      <p data-testid="sepay-status">
        {receiver.key_set_at ? t("sepayOn", { at: formatDateTime(language, receiver.key_set_at, property.timezone) }) : t("sepayOff")}
      </p>
      <p style={{ marginBottom: 4 }}>{t("sepayUrl")}</p>
      <p className={styles.code} style={copyable} data-testid="sepay-receiver-url">
        {receiver.receiver_url}
      </p>
      {shownKey ? (
        <div role="status" className={styles.notice}>
          <p style={{ marginTop: 0 }}>{t("sepayKeyOnce")}</p>
          <p style={{ marginBottom: 0 }}>
            {t("sepayKey")}:{" "}
            <span className={styles.code} style={copyable} data-testid="sepay-key">
              {shownKey}
            </span>
          </p>
        </div>
      ) : null}
      {removed ? (
        <p role="status" className={styles.success}>
          {t("sepayRemoved")}
        </p>
      ) : null}
      {change.error ? <ErrorMessage error={change.error} /> : null}
      {confirming ? (
        <div role="alertdialog" aria-labelledby="sepay-confirm-question" className={styles.notice}>
          <p id="sepay-confirm-question" style={{ marginTop: 0 }}>
            {confirming === "regenerate" ? t("sepayRegenerateConfirm") : t("sepayRemoveConfirm")}
          </p>
          <div className={styles.row}>
            <button
              type="button"
              className={`${styles.button} ${confirming === "remove" ? styles.danger : styles.primary}`}
              disabled={change.isPending}
              onClick={() => run(confirming === "regenerate")}
            >
              {t("sepayConfirm")}
            </button>
            <button type="button" className={styles.button} onClick={() => setConfirming(null)}>
              {t("close")}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.row} style={{ marginTop: 8 }}>
          {receiver.key_set_at ? (
            <>
              <button type="button" className={styles.button} disabled={change.isPending} onClick={() => setConfirming("regenerate")}>
                {t("sepayRegenerate")}
              </button>
              <button type="button" className={styles.button} disabled={change.isPending} onClick={() => setConfirming("remove")}>
                {t("sepayRemove")}
              </button>
            </>
          ) : (
            <button type="button" className={`${styles.button} ${styles.primary}`} disabled={change.isPending} onClick={() => run(true)}>
              {t("sepayGenerate")}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
