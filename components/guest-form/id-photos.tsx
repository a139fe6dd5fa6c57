"use client";

import { lazy, Suspense, useRef, useState, useSyncExternalStore } from "react";
import type { Translate } from "./message-types";
import { RequiredMark } from "./reference-picker";
import styles from "./checkin.module.css";

// The in-page camera loads on the tap that opens it: the file input (which opens the phone's own
// camera) is there for every guest, so the page does not carry the camera for those who never use it.
const CameraCapture = lazy(() => import("./camera-capture"));

export const MAX_PHOTOS_PER_GUEST = 3;

const noSubscription = () => () => undefined;

export interface LocalPhoto {
  id: string;
  blob: Blob;
  url: string;
  /** Sent ahead of the save (stage-photo.ts): the staged photo's id, and until when it may be used. */
  staged?: { id: string; expiresAt: string };
  /** Going up (percent), or not sent after its automatic retries. */
  upload?: { state: "sending"; percent: number } | { state: "failed" };
}

/**
 * A guest's ID photos: front, back and one more at most. Taken with the camera (rear camera,
 * a document frame to aim at) where the browser has one, or picked from the phone's files
 * (the input asks for the rear camera on phones that open it directly). Every photo is made
 * small here before it is kept, and goes up at once (use-photo-staging.ts), its progress shown
 * under it; one that could not be sent offers Retry, and any can be removed and taken again.
 */
export function IdPhotos(props: {
  inputId: string;
  guestName: string;
  savedUrls: string[];
  photos: LocalPhoto[];
  onAdd(blob: Blob): void;
  onRemove(id: string): void;
  onRetry(id: string): void;
  error?: string;
  /** The registration asks for an ID photo of this guest (a foreign adult). */
  required?: boolean;
  t: Translate;
}) {
  const { t } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const count = props.savedUrls.length + props.photos.length;
  const full = count >= MAX_PHOTOS_PER_GUEST;
  // Known only in the browser; the server renders the file picker alone.
  const hasCamera = useSyncExternalStore(
    noSubscription,
    () => !!navigator.mediaDevices?.getUserMedia,
    () => false,
  );
  const labelOf = (index: number) => (index === 0 ? t("photoFront") : index === 1 ? t("photoBack") : t("photoOther", { n: index + 1 }));

  const addFiles = async (files: FileList | null) => {
    setProblem(null);
    for (const file of Array.from(files ?? []).slice(0, MAX_PHOTOS_PER_GUEST - count)) {
      setPreparing(true);
      try {
        // Loaded with the first photo picked: a guest who needs no photo (a Vietnamese citizen) never fetches it.
        const { preparePhoto } = await import("./prepare-photo");
        props.onAdd((await preparePhoto(file)).blob);
      } catch {
        setProblem(t("photoFailed"));
      } finally {
        setPreparing(false);
      }
    }
    if (fileInput.current) fileInput.current.value = "";
  };

  return (
    <fieldset className={styles.photos}>
      <legend>
        {t("idPhotos")}
        {props.required ? <RequiredMark t={t} /> : null}
      </legend>
      <p className={styles.hint}>{t("idPhotosHint")}</p>
      {count > 0 ? (
        <ul className={styles.thumbs}>
          {props.savedUrls.map((url, index) => (
            <li key={url} className={styles.thumb}>
              {/* eslint-disable-next-line @next/next/no-img-element -- signed, expiring URLs of our own API */}
              <img src={url} alt={`${labelOf(index)} (${props.guestName})`} width={96} height={64} />
              <span>
                {labelOf(index)} · {t("photoSaved")}
              </span>
            </li>
          ))}
          {props.photos.map((photo, offset) => {
            const label = labelOf(props.savedUrls.length + offset);
            return (
              <li key={photo.id} className={styles.thumb}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: URL */}
                <img src={photo.url} alt={`${label} (${props.guestName})`} width={96} height={64} />
                <span>{label}</span>
                <UploadState photo={photo} label={label} onRetry={() => props.onRetry(photo.id)} t={t} />
                <button
                  type="button"
                  className={styles.thumbRemove}
                  aria-label={t("removePhoto", { label })}
                  onClick={() => props.onRemove(photo.id)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {preparing ? <p role="status">{t("photoPreparing")}</p> : null}
      {full ? (
        <p className={styles.hint}>{t("photoLimit")}</p>
      ) : (
        <div className={styles.photoButtons}>
          {hasCamera ? (
            <button type="button" className={styles.secondary} onClick={() => setCameraOpen(true)}>
              {t("takePhoto")}
            </button>
          ) : null}
          <label className={`${styles.secondary} ${styles.fileLabel}`} htmlFor={props.inputId}>
            {t("pickPhoto")}
          </label>
          <input
            ref={fileInput}
            id={props.inputId}
            className={styles.visuallyHidden}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            aria-invalid={props.error ? true : undefined}
            onChange={(event) => void addFiles(event.target.files)}
          />
        </div>
      )}
      {problem || props.error ? (
        <p className={styles.error} role="alert">
          {problem ?? props.error}
        </p>
      ) : null}
      {cameraOpen ? (
        <Suspense fallback={<p className={styles.hint}>{t("loading")}</p>}>
          <CameraCapture
            t={t}
            onClose={() => setCameraOpen(false)}
            onUse={(blob) => {
              props.onAdd(blob);
              setCameraOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </fieldset>
  );
}

function UploadState(props: { photo: LocalPhoto; label: string; onRetry(): void; t: Translate }) {
  const { upload } = props.photo;
  const { t } = props;
  if (upload?.state === "sending") {
    return (
      <span role="status" className={styles.photoUpload}>
        <progress
          className={styles.progress}
          max={100}
          value={upload.percent}
          aria-label={`${props.label}: ${t("photoUploading", { percent: upload.percent })}`}
        />
        {t("photoUploading", { percent: upload.percent })}
      </span>
    );
  }
  if (upload?.state === "failed") {
    return (
      <span role="alert" className={styles.photoUpload}>
        {t("photoNotSent")}
        <button type="button" className={styles.link} aria-label={t("retryPhotoLabel", { label: props.label })} onClick={props.onRetry}>
          {t("retryPhoto")}
        </button>
      </span>
    );
  }
  return props.photo.staged ? <span className={styles.photoUpload}>✓ {t("photoSent")}</span> : null;
}
