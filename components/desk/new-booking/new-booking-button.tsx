"use client";

import { useState } from "react";
import styles from "../desk.module.css";
import { useI18n } from "../i18n";
import { NewBookingDialog } from "./new-booking-dialog";
import type { NewBookingPrefill } from "./new-booking-form";

/** "New booking": the button and its dialog, with what the place it sits in already knows (dates, a type). */
export function NewBookingButton({ prefill, label, primary = true }: { prefill?: NewBookingPrefill; label?: string; primary?: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={primary ? `${styles.button} ${styles.primary}` : styles.button} onClick={() => setOpen(true)}>
        {label ?? t("newBooking")}
      </button>
      {open ? <NewBookingDialog prefill={prefill} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
