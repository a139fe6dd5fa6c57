"use client";

import { useState } from "react";
import styles from "./desk.module.css";
import { Dialog } from "./dialog";
import { useI18n } from "./i18n";
import type { Guest } from "@/server/bookings/booking-detail-schema";

/** ID photo thumbnails (signed, short-lived URLs); a click or Enter opens the photo large. */
export function GuestPhotos({ guest }: { guest: Guest }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<number | undefined>(undefined);
  if (guest.identity_image_urls.length === 0) return null;
  const titleId = `photo-${guest.id}`;
  return (
    <>
      <div className={styles.thumbs}>
        {guest.identity_image_urls.map((url, index) => (
          <button key={url} type="button" className={styles.thumb} onClick={() => setOpen(index)}>
            {/* eslint-disable-next-line @next/next/no-img-element -- signed URLs that expire: no optimisation cache */}
            <img src={url} alt={t("idPhoto", { n: index + 1, name: guest.name })} />
          </button>
        ))}
      </div>
      <Dialog open={open !== undefined} onClose={() => setOpen(undefined)} titleId={titleId}>
        <h2 id={titleId}>{t("idPhoto", { n: (open ?? 0) + 1, name: guest.name })}</h2>
        {open !== undefined ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.large} src={guest.identity_image_urls[open]} alt={t("idPhoto", { n: open + 1, name: guest.name })} />
        ) : null}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.button} onClick={() => setOpen(undefined)} autoFocus>
            {t("close")}
          </button>
        </div>
      </Dialog>
    </>
  );
}
