"use client";

import { useEffect, useRef, useState } from "react";
import type { Translate } from "./message-types";
import { preparePhoto } from "./prepare-photo";
import styles from "./checkin.module.css";
import cameraStyles from "./camera-capture.module.css";

/**
 * The rear camera, full screen, with a frame shaped like an ID card to aim at. Capture shows
 * the shot; Retake goes back to the live picture; Use keeps it (already made small).
 */
export default function CameraCapture(props: { t: Translate; onUse(blob: Blob): void; onClose(): void }) {
  const { t } = props;
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [shot, setShot] = useState<{ blob: Blob; url: string } | null>(null);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: "environment" }, width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false })
      .then((media) => {
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play().catch(() => undefined);
        }
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  useEffect(() => () => (shot ? URL.revokeObjectURL(shot.url) : undefined), [shot]);

  const capture = async () => {
    if (!video.current || !video.current.videoWidth) return;
    const { blob } = await preparePhoto(video.current);
    setShot({ blob, url: URL.createObjectURL(blob) });
  };

  return (
    <div className={cameraStyles.camera} role="dialog" aria-modal="true" aria-label={t("cameraTitle")}>
      <p className={cameraStyles.cameraTitle}>{t("cameraTitle")}</p>
      <div className={cameraStyles.cameraStage}>
        <video ref={video} className={cameraStyles.cameraVideo} playsInline muted autoPlay hidden={!!shot} aria-label={t("cameraTitle")} />
        {shot ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local blob: URL
          <img className={cameraStyles.cameraVideo} src={shot.url} alt={t("photoFront")} />
        ) : (
          <div className={cameraStyles.cameraFrame} aria-hidden="true" />
        )}
      </div>
      {failed ? (
        <p className={`${styles.error} ${cameraStyles.cameraError}`} role="alert">
          {t("cameraUnavailable")}
        </p>
      ) : null}
      <div className={cameraStyles.cameraButtons}>
        <button type="button" className={styles.secondary} onClick={props.onClose}>
          {t("cameraClose")}
        </button>
        {shot ? (
          <>
            <button type="button" className={styles.secondary} onClick={() => setShot(null)}>
              {t("cameraRetake")}
            </button>
            <button type="button" className={styles.primary} onClick={() => props.onUse(shot.blob)}>
              {t("cameraUse")}
            </button>
          </>
        ) : (
          <button type="button" className={styles.primary} disabled={failed} onClick={() => void capture()}>
            {t("cameraCapture")}
          </button>
        )}
      </div>
    </div>
  );
}
