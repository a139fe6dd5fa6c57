"use client";

import { useForm } from "react-hook-form";
import { cancelRoomBodySchema } from "@/server/bookings/room-operation-schemas";
import type { CancelConsequence } from "@/server/bookings/rules/cancel-consequence";
import styles from "./desk.module.css";
import { Dialog } from "./dialog";
import { FormError, ReasonField } from "./form-parts";
import { useI18n } from "./i18n";
import type { MessageKey } from "./message-tables";
import { useProperty } from "./property-context";
import { useCancelRoom } from "./queries";
import { issueProblems, placeApiErrors, problemsResolver, type FieldOf } from "./request-form";

const cancelFieldOf: FieldOf = (path) => (path === "reason" ? "reason" : undefined);

/** Confirms a room cancel, saying first whether it cancels the whole booking or will be refused. */
export function CancelRoomDialog({
  code,
  roomId,
  roomLabel,
  consequence,
  onClose,
}: {
  code: string;
  roomId: string;
  roomLabel: string;
  consequence: CancelConsequence;
  onClose(): void;
}) {
  const { t } = useI18n();
  const property = useProperty();
  const cancel = useCancelRoom(property.id, code);
  const form = useForm<{ reason: string }>({
    defaultValues: { reason: "" },
    resolver: problemsResolver((values) => {
      const parsed = cancelRoomBodySchema.safeParse(values);
      return parsed.success ? {} : issueProblems(parsed.error.issues, cancelFieldOf);
    }),
  });
  const submit = form.handleSubmit((values) =>
    cancel.mutate(
      { roomId, body: values },
      { onSuccess: onClose, onError: (error) => placeApiErrors(error, form.setError, cancelFieldOf) },
    ),
  );
  const titleId = `cancel-${roomId}`;
  const statusText = (status: string) => t(`status_${status}` as MessageKey);

  return (
    <Dialog open onClose={onClose} titleId={titleId}>
      <h2 id={titleId}>{t("cancelRoomOf", { room: roomLabel })}</h2>
      {consequence.cancelsBooking ? (
        <p className={styles.notice}>
          <strong>{t("cancelWarnWhole", { code: consequence.bookingCode })}</strong>
        </p>
      ) : (
        <p>{t("cancelOnlyThis")}</p>
      )}
      {consequence.refusedStatus ? (
        <p className={styles.alert}>{t("cancelRefusedStatus", { status: statusText(consequence.refusedStatus) })}</p>
      ) : null}
      <ReasonField
        id={`${titleId}-reason`}
        label={t("reasonOptional")}
        field={form.register("reason")}
        error={form.formState.errors.reason?.message}
        multiline
      />
      <FormError errors={form.formState.errors} error={cancel.error} />
      <div className={styles.dialogActions}>
        <button type="button" className={styles.button} onClick={onClose} autoFocus>
          {t("keep")}
        </button>
        <button type="button" className={`${styles.button} ${styles.danger}`} disabled={cancel.isPending} onClick={() => void submit()}>
          {t("confirmCancel")}
        </button>
      </div>
    </Dialog>
  );
}
