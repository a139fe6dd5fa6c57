"use client";

import { useEffect, useRef, useState } from "react";
import { canvasOf, readMrzFrom, readQrFrom, type IdReading, type ReadFailure } from "./read-id-document";
import { preloadQrDecoder } from "./decode-qr";
import { startMrzReader, stopMrzReader } from "./read-mrz-text";
import styles from "./scan-dialog.module.css";

export interface ScanDialogLabels {
  title: string;
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

/**
 * The rear camera, full screen, reading as the guest aims: the QR code of a chip ID card several
 * times a second, and the machine-readable zone with OCR whenever the reader is free. The frame
 * that was read is handed over as a JPEG, to be kept as the document's photo. A torch button
 * appears where the camera has one. Used by the guest page and the desk.
 */
export function ScanDialog(props: { labels: ScanDialogLabels; onRead(reading: IdReading, photo: Blob): void; onClose(): void }) {
  const { labels } = props;
  const video = useRef<HTMLVideoElement>(null);
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [torch, setTorch] = useState<boolean | null>(null);
  // No camera API (an old browser, or a page not served over HTTPS): it says so; the photo button remains.
  const [failed, setFailed] = useState(() => !navigator.mediaDevices?.getUserMedia);
  const [ocrReady, setOcrReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
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
    void startMrzReader().then(() => !cancelled && setOcrReady(true), () => undefined);
    if (!navigator.mediaDevices?.getUserMedia) return;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: "environment" }, width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false })
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
        if (result && !result.ok && result.failure === "not_an_id_card") setProblem(failureLabels.current.not_an_id_card);
        await new Promise((resolve) => setTimeout(resolve, QR_EVERY_MS));
      }
    };
    const mrzLoop = async () => {
      await startMrzReader().catch(() => undefined);
      while (!stopped) {
        const shot = frame();
        const result = shot ? await readMrzFrom(shot).catch(() => null) : null;
        if (result?.ok) return done(result.reading, shot!);
        if (result && !result.ok && result.failure === "checks_failed") setProblem(failureLabels.current.checks_failed);
        if (!shot) await new Promise((resolve) => setTimeout(resolve, QR_EVERY_MS));
      }
    };
    void qrLoop();
    void mrzLoop();
    return () => {
      stopped = true;
    };
  }, [track]);

  const toggleTorch = async () => {
    if (!track || torch === null) return;
    await track.applyConstraints({ advanced: [{ torch: !torch } as MediaTrackConstraintSet] }).catch(() => undefined);
    setTorch(!torch);
  };

  return (
    <div className={styles.dialog} role="dialog" aria-modal="true" aria-label={labels.title}>
      <p className={styles.title}>{labels.title}</p>
      <div className={styles.stage}>
        <video ref={video} className={styles.video} playsInline muted autoPlay aria-label={labels.title} />
        <div className={styles.frame} aria-hidden="true" />
      </div>
      <p className={styles.status} role="status">
        {failed ? labels.unavailable : (problem ?? (ocrReady ? labels.looking : labels.loadingOcr))}
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
