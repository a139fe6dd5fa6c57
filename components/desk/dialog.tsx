"use client";

import { useEffect, useRef, type ReactNode } from "react";
import styles from "./desk.module.css";

/**
 * A modal on the native <dialog>: focus moves in and back, Esc closes, the page behind is
 * inert. `titleId` labels it for screen readers.
 */
export function Dialog({ open, onClose, titleId, children }: { open: boolean; onClose(): void; titleId: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      {open ? children : null}
    </dialog>
  );
}
