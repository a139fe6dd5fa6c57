"use client";

import { useState } from "react";
import { money } from "@/server/domain/money";
import { formatMoney } from "@/i18n/format";
import styles from "./desk.module.css";
import { Dialog } from "./dialog";
import { ErrorMessage } from "./error-message";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";
import { useRemoveService } from "./queries";
import type { ServiceLine } from "@/server/bookings/booking-detail-schema";

/** A room whose bill is settled keeps its services: the API refuses to remove them. */
const SETTLED = ["cancelled", "checked_out"];

/**
 * The "Remove" button of one service line of a room, and its confirmation: what the line is
 * charged, an optional reason (kept in the booking's history), then Remove Service. The booking,
 * its ledger and its history are refetched after it (queries.ts).
 */
export function RemoveServiceButton({
  code,
  roomId,
  roomStatus,
  currency,
  line,
}: {
  code: string;
  roomId: string;
  roomStatus: string;
  currency: string;
  line: ServiceLine;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (SETTLED.includes(roomStatus)) return null;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={t("removeServiceLabel", { service: line.name, quantity: line.quantity })}
        onClick={() => setOpen(true)}
      >
        {t("removeService")}
      </button>
      {open ? <RemoveServiceDialog code={code} roomId={roomId} currency={currency} line={line} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RemoveServiceDialog({
  code,
  roomId,
  currency,
  line,
  onClose,
}: {
  code: string;
  roomId: string;
  currency: string;
  line: ServiceLine;
  onClose(): void;
}) {
  const { t, language } = useI18n();
  const property = useProperty();
  const remove = useRemoveService(property.id, code);
  const [reason, setReason] = useState("");
  const titleId = `remove-service-${line.line_id}`;
  // What the booking's total loses: the line's total less its discount, in minor units (money.ts).
  const charged = formatMoney(language, currency, money(line.total_price).minus(line.discount).toNumber());

  return (
    <Dialog open onClose={onClose} titleId={titleId}>
      <h2 id={titleId}>{t("removeServiceOf", { service: `${line.name} × ${line.quantity}` })}</h2>
      <p>{t("removeServiceTotal", { amount: charged })}</p>
      <div className={styles.field}>
        <label htmlFor={`${titleId}-reason`}>{t("reasonOptional")}</label>
        <textarea
          id={`${titleId}-reason`}
          className={styles.input}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {remove.error ? <ErrorMessage error={remove.error} /> : null}
      <div className={styles.dialogActions}>
        <button type="button" className={styles.button} onClick={onClose} autoFocus>
          {t("keepService")}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.danger}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate({ roomId, lineId: line.line_id, reason }, { onSuccess: onClose })}
        >
          {t("confirmRemoveService")}
        </button>
      </div>
    </Dialog>
  );
}
