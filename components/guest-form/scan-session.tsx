"use client";

import type { Credential } from "./credential";
import { useEffect, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import type { AddressCandidate } from "./resolve-address";
import type { CheckinFormValues, GuestField } from "./form-values";
import ScanAddress from "./scan-address";
import ScanCamera from "./scan-camera";
import { readDocumentPhoto } from "./scan-photo";
import type { DocumentValues, ScannedDocument } from "./scan-prefill";
import type { MessageKey, Translate } from "./message-types";
import styles from "./checkin.module.css";

export type ScanRequest = { camera: true } | { file: File };

/**
 * One scan of a guest's document, from the camera or a picked photo: reads it, fills the
 * guest's fields (validated as they are set, so a field left in error before clears), hands the
 * shot over as the front photo, then resolves a chip ID card's address to the 2025 province
 * and ward. Loaded with the scanner on the first tap; the page keeps only the two buttons.
 */
export default function ScanSession(props: {
  path: `rooms.${number}.guests.${number}`;
  request: ScanRequest;
  credential: Credential;
  t: Translate;
  onRead(values: DocumentValues): void;
  onPhoto(blob: Blob): void;
}) {
  const { t, path } = props;
  const { setValue, setFocus } = useFormContext<CheckinFormValues>();
  const [cameraOpen, setCameraOpen] = useState("camera" in props.request);
  const [message, setMessage] = useState<{ key: MessageKey; alert: boolean } | null>(
    "file" in props.request ? { key: "scanReading", alert: false } : null,
  );
  const [scan, setScan] = useState<ScannedDocument | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const fill = (values: DocumentValues) => {
    for (const [field, value] of Object.entries(values))
      setValue(`${path}.${field as GuestField}`, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  };
  const scanned = (read: ScannedDocument) => {
    setCameraOpen(false);
    setMessage({ key: "scanRead", alert: false });
    fill(read.values);
    latest.current.onRead(read.values);
    latest.current.onPhoto(read.photo);
    setScan(read);
  };
  const scannedRef = useRef(scanned);
  useEffect(() => {
    scannedRef.current = scanned;
  });

  useEffect(() => {
    if (!("file" in props.request)) return;
    let cancelled = false;
    readDocumentPhoto(props.request.file)
      .then((outcome) => {
        if (cancelled) return;
        if (outcome.ok) scannedRef.current(outcome.scan);
        else setMessage({ key: outcome.message, alert: true });
      })
      .catch(() => !cancelled && setMessage({ key: "scanFailed", alert: true }));
    return () => {
      cancelled = true;
    };
  }, [props.request]);

  const chooseAddress = (candidate: AddressCandidate) => {
    const place = { city: candidate.province_name, ward: candidate.ward_name ?? "" };
    fill(place);
    latest.current.onRead({ ...scan?.values, city: place.city, ...(candidate.ward_name ? { ward: place.ward } : {}) });
  };

  // Typing is one tap away whenever the reading did not give everything.
  const typeInstead = (
    <button type="button" className={styles.secondary} onClick={() => setFocus(`${path}.name`)}>
      {t("scanTypeInstead")}
    </button>
  );

  return (
    <>
      {message ? (
        <p className={message.alert ? styles.error : styles.hint} role={message.alert ? "alert" : "status"}>
          {t(message.key)}
        </p>
      ) : null}
      {message?.alert ? typeInstead : null}
      {typeof scan?.zoneName === "string" ? (
        <p className={styles.hint} role="status">
          {t("scanNameRead", { name: scan.zoneName })}
        </p>
      ) : null}
      {scan?.zoneName === null ? (
        <>
          <p className={styles.error} role="alert">
            {t("scanNameNotRead")}
          </p>
          {typeInstead}
        </>
      ) : null}
      {scan?.addressText ? <ScanAddress text={scan.addressText} credential={props.credential} t={t} onChoose={chooseAddress} /> : null}
      {cameraOpen ? <ScanCamera t={t} onScanned={scanned} onClose={() => setCameraOpen(false)} /> : null}
    </>
  );
}
