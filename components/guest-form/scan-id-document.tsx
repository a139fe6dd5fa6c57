"use client";

import type { Credential } from "./credential";
import { lazy, Suspense, useState } from "react";
import type { ScanRequest } from "./scan-session";
import type { DocumentValues } from "./scan-prefill";
import type { Translate } from "./message-types";
import styles from "./checkin.module.css";

// Only the two controls are in the page's first load: reading (parsers, QR decoder, OCR), the
// camera dialog and filling the fields come with the scanner, fetched on the first tap.
const ScanSession = lazy(() => import("./scanner").then((scanner) => ({ default: scanner.ScanSession })));

/** "Scan ID document" and "Choose a photo of the ID document": both fill the guest's fields from what was read. */
export function ScanIdDocument(props: {
  path: `rooms.${number}.guests.${number}`;
  inputId: string;
  credential: Credential;
  t: Translate;
  onRead(values: DocumentValues): void;
  onPhoto(blob: Blob): void;
}) {
  const { t } = props;
  const [request, setRequest] = useState<{ scan: ScanRequest; count: number } | null>(null);
  const start = (scan: ScanRequest) => setRequest((current) => ({ scan, count: (current?.count ?? 0) + 1 }));
  return (
    <div className={styles.scan}>
      <p className={styles.hint}>{t("scanHint")}</p>
      <div className={styles.photoButtons}>
        <button type="button" className={styles.secondary} onClick={() => start({ camera: true })}>
          {t("scanId")}
        </button>
        <label className={`${styles.secondary} ${styles.fileLabel}`} htmlFor={props.inputId}>
          {t("scanPickPhoto")}
        </label>
        <input
          id={props.inputId}
          className={styles.visuallyHidden}
          type="file"
          accept="image/*"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) start({ file });
          }}
        />
      </div>
      {request ? (
        <Suspense fallback={<p role="status">{t("scanReading")}</p>}>
          <ScanSession
            key={request.count}
            path={props.path}
            request={request.scan}
            credential={props.credential}
            t={t}
            onRead={props.onRead}
            onPhoto={props.onPhoto}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
