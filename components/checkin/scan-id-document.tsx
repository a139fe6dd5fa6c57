"use client";

import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import type { ScannedDocument } from "./scan-prefill";
import type { MessageKey, Translate } from "./translate";
import styles from "./checkin.module.css";

// Only the button and the file input are in the page's first load: the reader (parsers, QR
// decoder, OCR) and the camera dialog are fetched when the guest taps one of them.
const ScanCamera = lazy(() => import("./scan-camera"));
const noSubscription = () => () => undefined;

/** "Scan ID document" and "Choose a photo of the ID document": both fill the guest's fields from what was read. */
export function ScanIdDocument(props: { inputId: string; t: Translate; onScanned(scan: ScannedDocument): void }) {
  const { t } = props;
  const [cameraOpen, setCameraOpen] = useState(false);
  const [message, setMessage] = useState<{ key: MessageKey; alert: boolean } | null>(null);
  const hasCamera = useSyncExternalStore(noSubscription, () => !!navigator.mediaDevices?.getUserMedia, () => false);

  const scanned = (scan: ScannedDocument) => {
    setCameraOpen(false);
    setMessage({ key: "scanRead", alert: false });
    props.onScanned(scan);
  };

  const readFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    setMessage({ key: "scanReading", alert: false });
    try {
      const outcome = await (await import("./scan-photo")).readDocumentPhoto(file);
      if (outcome.ok) scanned(outcome.scan);
      else setMessage({ key: outcome.message, alert: true });
    } catch {
      setMessage({ key: "scanFailed", alert: true });
    }
  };

  return (
    <div className={styles.scan}>
      <p className={styles.hint}>{t("scanHint")}</p>
      <div className={styles.photoButtons}>
        {hasCamera ? (
          <button type="button" className={styles.secondary} onClick={() => setCameraOpen(true)}>
            {t("scanId")}
          </button>
        ) : null}
        <label className={`${styles.secondary} ${styles.fileLabel}`} htmlFor={props.inputId}>
          {t("scanPickPhoto")}
        </label>
        <input id={props.inputId} className={styles.visuallyHidden} type="file" accept="image/*" onChange={(event) => void readFile(event.target)} />
      </div>
      {message ? (
        <p className={message.alert ? styles.error : styles.hint} role={message.alert ? "alert" : "status"}>
          {t(message.key)}
        </p>
      ) : null}
      {cameraOpen ? (
        <Suspense fallback={null}>
          <ScanCamera t={t} onScanned={scanned} onClose={() => setCameraOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
