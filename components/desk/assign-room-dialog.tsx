"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { assignRoomBodySchema, type AssignRoomRequest } from "@/server/bookings/room-operation-schemas";
import { formatDate } from "@/i18n/format";
import type { StayConflict } from "@/server/bookings/room-assignment/unit-conflicts";
import { deskFetch } from "./api-client";
import styles from "./desk.module.css";
import { Dialog } from "./dialog";
import { ErrorMessage } from "./error-message";
import { FormError, ReasonField } from "./form-parts";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";
import { stayRange } from "./stay-range";
import { deskQueries } from "./queries";
import { issueProblems, placeApiErrors, problemsResolver, type FieldOf } from "./request-form";

interface AssignValues {
  /** The physical room chosen; empty until one is. */
  unit: string;
  reason: string;
}

const assignFieldOf: FieldOf = (path) => ({ room_unit: "unit", reason: "reason" })[path];
const requestOf = (values: AssignValues): AssignRoomRequest => ({ room_unit: values.unit || null, reason: values.reason.trim() || null });

/**
 * Puts a booking room in a physical room of its type: the free rooms first, the others with what
 * stands in the way (another stay and its nights, maintenance, out of order), and an optional
 * reason for the history. The server checks again under a lock: two desks cannot both win.
 */
export function AssignRoomDialog({
  code,
  roomId,
  roomLabel,
  onClose,
}: {
  code: string;
  roomId: string;
  roomLabel: string;
  onClose(): void;
}) {
  const { t, language } = useI18n();
  const property = useProperty();
  const client = useQueryClient();
  const units = useQuery(deskQueries.roomUnits(property.id, code, roomId));
  const form = useForm<AssignValues>({
    defaultValues: { unit: "", reason: "" },
    resolver: problemsResolver((values) => {
      const parsed = assignRoomBodySchema.safeParse(requestOf(values));
      return parsed.success ? {} : issueProblems(parsed.error.issues, assignFieldOf);
    }),
  });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: "unit" });
  const assign = useMutation({
    mutationFn: (body: AssignRoomRequest) =>
      deskFetch(`/api/v1/properties/${encodeURIComponent(property.id)}/bookings/${code}/rooms/${roomId}/assign`, { method: "POST", body }),
    onSuccess: onClose,
    onError: (error) => placeApiErrors(error, form.setError, assignFieldOf),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["booking", property.id] }),
        client.invalidateQueries({ queryKey: ["today", property.id] }),
      ]),
  });
  const titleId = `assign-${roomId}`;
  const day = (date: string | null | undefined) => (date ? formatDate(language, date, "short") : "");
  const conflictText = (conflict: StayConflict) =>
    conflict.kind === "booking"
      ? t("conflictBooking", {
          code: conflict.booking_id ?? "",
          stay: stayRange(language, conflict.from ?? "", conflict.checkout_date ?? ""),
        })
      : conflict.kind === "maintenance"
        ? t("conflictMaintenance", { from: day(conflict.from), to: day(conflict.to) })
        : t("conflictOutOfOrder");
  const current = units.data?.units.find((unit) => unit.assigned)?.room_unit;
  // Unassigning sends null whatever is chosen; the reason is checked the same way.
  const send = (unassign: boolean) =>
    form.handleSubmit((values) => assign.mutate({ ...requestOf(values), ...(unassign ? { room_unit: null } : {}) }))();

  return (
    <Dialog open onClose={onClose} titleId={titleId}>
      <h2 id={titleId}>{t("assignRoomOf", { room: roomLabel })}</h2>
      {units.data ? (
        <p className={styles.muted}>
          {units.data.room_type} · {stayRange(language, units.data.checkin_date, units.data.checkout_date)}
        </p>
      ) : null}
      {units.error ? <ErrorMessage error={units.error} /> : null}
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={styles.fieldLabel}>{t("chooseRoom")}</legend>
        <ul className={styles.list}>
          {units.data?.units.map((unit) => (
            <li key={unit.room_unit} style={{ padding: "4px 0" }}>
              <label className={styles.row}>
                <input
                  type="radio"
                  value={unit.room_unit}
                  disabled={unit.conflicts.length > 0 || unit.assigned}
                  {...form.register("unit")}
                />
                <strong>{unit.room_unit}</strong>
                {unit.assigned ? <span className={styles.muted}>{t("currentRoom")}</span> : null}
                {unit.conflicts.length === 0 && !unit.assigned ? (
                  <span className={`${styles.badge} ${styles.availableBadge}`}>{t("free")}</span>
                ) : null}
                {unit.conflicts.map((conflict, index) => (
                  <span key={index} className={`${styles.small} ${styles.muted}`}>
                    {conflictText(conflict)}
                  </span>
                ))}
              </label>
            </li>
          ))}
        </ul>
        {errors.unit ? <p className={styles.fieldError}>{errors.unit.message}</p> : null}
      </fieldset>
      <ReasonField id={`${titleId}-reason`} label={t("reasonOptional")} field={form.register("reason")} error={errors.reason?.message} />
      <FormError errors={errors} error={assign.error} />
      <div className={styles.dialogActions}>
        <button type="button" className={styles.button} onClick={onClose}>
          {t("close")}
        </button>
        {current ? (
          <button type="button" className={styles.button} disabled={assign.isPending} onClick={() => send(true)}>
            {t("unassign")}
          </button>
        ) : null}
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={!chosen || assign.isPending}
          onClick={() => send(false)}
        >
          {t("assignRoom")}
        </button>
      </div>
    </Dialog>
  );
}
