"use client";

import { useEffect, useRef, useState, type CSSProperties } from "react";
import { canvasOf, readMrzFrom, readQrFrom, type IdReading, type ReadFailure } from "./read-id-document";
import { preloadQrDecoder } from "./decode-qr";
import { startMrzReader, stopMrzReader } from "./read-mrz-text";
import styles from "./scan-dialog.module.css";

export interface ScanDialogLabels {
  title: string;
  /** Written in the frame's code-line band: where the passport's two lines go. */
  codeLines: string;
  looking: string;
  loadingOcr: string;
  unavailable: string;
  torchOn: string;
  torchOff: string;
  close: string;
  failure: Record<Exclude<ReadFailure, "nothing_found">, string>;
}

const QR_EVERY_MS = 250;
const PHOTO_LONG_SIDE = 2000;
/** The OCR worker could not be loaded (a dropped connection): tried again after this long. */
const OCR_RETRY_MS = 2000;
/** A problem with what the camera sees stays said this long after it was last seen, then "Looking…" again. */
const PROBLEM_SHOWN_MS = 4000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The rear camera, full screen, reading as the guest aims: the QR code of a chip ID card several
 * times a second, and the machine-readable zone with OCR whenever the reader is free, so no
 * button is pressed: a frame is taken as soon as a QR code parses or every check digit of a zone
 * holds. The frame that was read is handed over as a JPEG, to be kept as the document's photo.
 * Over the picture, a passport data page's outline (an ID card fits inside) with its code-line
 * band marked. A torch button appears where the camera has one. Used by the guest page and the desk.
 */
export function ScanDialog(props: { labels: ScanDialogLabels; onRead(reading: IdReading, photo: Blob): void; onClose(): void }) {
  const { labels } = props;
  const video = useRef<HTMLVideoElement>(null);
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [torch, setTorch] = useState<boolean | null>(null);
  // No camera API (an old browser, or a page not served over HTTPS): it says so; the photo button remains.
  const [failed, setFailed] = useState(() => !navigator.mediaDevices?.getUserMedia);
  const [ocrReady, setOcrReady] = useState(false);
  // A new object each time it is seen, so the time it stays said starts again.
  const [problem, setProblem] = useState<{ text: string } | null>(null);
  // The picture's width / height once known: the frame is drawn over the picture, not the black around it.
  const [ratio, setRatio] = useState<number | null>(null);
  // The loops below outlive renders: they read the latest callback and labels from here.
  const onRead = useRef(props.onRead);
  const failureLabels = useRef(labels.failure);
  useEffect(() => {
    onRead.current = props.onRead;
    failureLabels.current = labels.failure;
  });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let cancelled = false;
    preloadQrDecoder();
    // Loading starts before the camera is allowed, so the model is on its way while the guest decides.
    void startMrzReader().then(
      () => !cancelled && setOcrReady(true),
      () => undefined,
    );
    if (!navigator.mediaDevices?.getUserMedia) return;
    // The long side 1920 px whichever way the camera is held: asking 1920 x 1080 of a picture
    // taller than wide had it cropped square, cutting the page's sides (and a 4:3 picture is
    // welcome: held upright, its 1440 px across are the zone's).
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: "environment" }, width: { ideal: 1920 }, height: { ideal: 1920 } }, audio: false })
      .then((media) => {
        if (cancelled) return media.getTracks().forEach((each) => each.stop());
        stream = media;
        const [videoTrack] = media.getVideoTracks();
        setTrack(videoTrack ?? null);
        const capabilities = (videoTrack?.getCapabilities?.() ?? {}) as { torch?: boolean };
        if (capabilities.torch) setTorch(false);
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play().catch(() => undefined);
        }
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((each) => each.stop());
      void stopMrzReader();
    };
  }, []);

  // Two loops on the live picture: QR often (cheap), OCR back to back (a second or more each).
  useEffect(() => {
    if (!track) return;
    let stopped = false;
    const frame = () => (video.current && video.current.videoWidth ? canvasOf(video.current, PHOTO_LONG_SIDE) : null);
    const done = async (reading: IdReading, shot: HTMLCanvasElement) => {
      if (stopped) return;
      stopped = true;
      const photo = await new Promise<Blob | null>((resolve) => shot.toBlob(resolve, "image/jpeg", 0.85));
      if (photo) onRead.current(reading, photo);
    };
    const qrLoop = async () => {
      while (!stopped) {
        const shot = frame();
        const result = shot ? await readQrFrom(shot) : null;
        if (result?.ok) return done(result.reading, shot!);
        if (result && !result.ok && result.failure === "not_an_id_card") setProblem({ text: failureLabels.current.not_an_id_card });
        await pause(QR_EVERY_MS);
      }
    };
    // The OCR worker may still be loading its model when the camera starts: the first frame
    // waits for it (and for a new one when loading failed) rather than being read and lost.
    const ocrLoaded = async () => {
      while (!stopped) {
        if (
          await startMrzReader().then(
            () => true,
            () => false,
          )
        )
          return setOcrReady(true);
        await pause(OCR_RETRY_MS);
      }
    };
    const mrzLoop = async () => {
      await ocrLoaded();
      while (!stopped) {
        const shot = frame();
        const result = shot ? await readMrzFrom(shot).catch(() => null) : null;
        if (result?.ok) return done(result.reading, shot!);
        if (result && !result.ok && result.failure === "checks_failed") setProblem({ text: failureLabels.current.checks_failed });
        if (!shot) await pause(QR_EVERY_MS);
        else if (!result) {
          // The read threw (the worker died, say): a pause, then the worker again, never a spin.
          await pause(QR_EVERY_MS);
          await ocrLoaded();
        }
      }
    };
    void qrLoop();
    void mrzLoop();
    return () => {
      stopped = true;
    };
  }, [track]);

  useEffect(() => {
    if (!problem) return;
    const later = setTimeout(() => setProblem(null), PROBLEM_SHOWN_MS);
    return () => clearTimeout(later);
  }, [problem]);

  const toggleTorch = async () => {
    if (!track || torch === null) return;
    await track.applyConstraints({ advanced: [{ torch: !torch } as MediaTrackConstraintSet] }).catch(() => undefined);
    setTorch(!torch);
  };

  const measure = () => {
    const { videoWidth, videoHeight } = video.current ?? { videoWidth: 0, videoHeight: 0 };
    if (videoWidth && videoHeight) setRatio(videoWidth / videoHeight);
  };

  return (
    <div className={styles.dialog} role="dialog" aria-modal="true" aria-label={labels.title}>
      <p className={styles.title}>{labels.title}</p>
      <div className={styles.stage}>
        <div
          className={ratio ? `${styles.view} ${styles.sized}` : styles.view}
          style={ratio ? ({ "--ratio": ratio } as CSSProperties) : undefined}
        >
          <video
            ref={video}
            className={styles.video}
            playsInline
            muted
            autoPlay
            aria-label={labels.title}
            onLoadedMetadata={measure}
            onResize={measure}
          />
          <div className={styles.frame} aria-hidden="true">
            <div className={styles.codeLines}>
              <span className={styles.codeLinesLabel}>{labels.codeLines}</span>
            </div>
          </div>
        </div>
      </div>
      <p className={styles.status} role="status">
        {failed ? labels.unavailable : (problem?.text ?? (ocrReady ? labels.looking : labels.loadingOcr))}
      </p>
      <div className={styles.buttons}>
        <button type="button" className={styles.button} onClick={props.onClose}>
          {labels.close}
        </button>
        {torch !== null ? (
          <button type="button" className={styles.button} aria-pressed={torch} onClick={() => void toggleTorch()}>
            {torch ? labels.torchOff : labels.torchOn}
          </button>
        ) : null}
      </div>
    </div>
  );
}
