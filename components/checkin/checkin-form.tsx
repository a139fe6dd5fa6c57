"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import { checkinResolver, loadValidation } from "./checkin-resolver";
import { clearDraft, clearPhotos, deletePhoto, draftKeyOf, loadDraft, loadPhotos, mergeDraft, saveDraft, storePhoto, type Draft } from "./draft";
import { formRooms, initialFormValues, newGuestKey, type CheckinFormValues } from "./form-values";
import { formatDate } from "./format";
import type { Lang, Translate } from "./translate";
import type { LocalPhoto } from "./id-photos";
import { InvoiceAndNotes } from "./invoice-and-notes";
import { RoomGuests } from "./room-guests";
import { newIdempotencyKey, sendUpdate, type MissingRegistration } from "./send-update";
import { toUpdateRequest } from "./update-request";
import styles from "./checkin.module.css";

type Status =
  | { kind: "idle" }
  | { kind: "sending"; percent: number }
  | { kind: "failed"; message: string; retry: boolean }
  | { kind: "invalid"; messages: string[] };

export function CheckinForm(props: {
  booking: CheckinBooking;
  token: string;
  lang: Lang;
  t: Translate;
  onSaved(checkedIn: boolean): void;
  onEdit(): void;
}) {
  const { booking, t } = props;
  const draftKey = draftKeyOf(booking);
  const initialNotes = booking.booking.notes ?? "";
  const checkinOpen = booking.today >= booking.booking.checkinDate && booking.booking.status !== "cancelled";
  const rooms = useMemo(() => formRooms(booking), [booking]);
  const form = useForm<CheckinFormValues>({
    defaultValues: withCheckIn(initialFormValues(booking), checkinOpen, booking),
    resolver: checkinResolver(t, { initialNotes, today: booking.today }),
    mode: "onTouched",
  });
  const [photos, setPhotos] = useState<Record<string, LocalPhoto[]>>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [restored, setRestored] = useState(false);
  // Saving waits for hydration and for the draft's photos: a tap before would send the form
  // without them (or, without JavaScript, as a plain GET of the page).
  const [ready, setReady] = useState(false);
  const submission = useRef<Draft["submission"]>(undefined);
  const draftTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { reset, subscribe } = form;

  // After hydration: lay the draft kept on this phone over what the server rendered.
  useEffect(() => {
    const draft = loadDraft(draftKey);
    if (draft) {
      reset(mergeDraft(booking, draft));
      submission.current = draft.submission;
      queueMicrotask(() => setRestored(true));
    }
    let cancelled = false;
    void loadPhotos(draftKey).then((stored) => {
      if (cancelled) return;
      setReady(true);
      if (stored.length === 0) return;
      setPhotos((current) => {
        const next = { ...current };
        for (const photo of stored) next[photo.guestKey] = [...(next[photo.guestKey] ?? []), { id: photo.id, blob: photo.blob, url: URL.createObjectURL(photo.blob) }];
        return next;
      });
    });
    return () => {
      cancelled = true;
    };
  }, [booking, draftKey, reset]);

  // Every change is kept as the draft, a moment after typing stops.
  useEffect(() => {
    const stop = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        clearTimeout(draftTimer.current);
        draftTimer.current = setTimeout(() => saveDraft(draftKey, { values: values as CheckinFormValues, submission: submission.current }), 250);
      },
    });
    return () => {
      clearTimeout(draftTimer.current);
      stop();
    };
  }, [draftKey, subscribe]);

  const addPhoto = (guestKey: string, blob: Blob) => {
    const photo = { id: newGuestKey(), blob, url: URL.createObjectURL(blob) };
    setPhotos((current) => ({ ...current, [guestKey]: [...(current[guestKey] ?? []), photo] }));
    void storePhoto({ id: photo.id, draftKey, guestKey, blob, addedAt: Date.now() });
    saveDraft(draftKey, { values: form.getValues(), submission: submission.current });
    props.onEdit();
  };
  const removePhoto = (guestKey: string, id: string) => {
    setPhotos((current) => ({ ...current, [guestKey]: (current[guestKey] ?? []).filter((photo) => photo.id !== id) }));
    void deletePhoto(id);
  };

  const save = async (values: CheckinFormValues) => {
    const request = toUpdateRequest(values, { initialNotes, photos });
    const valuesJson = JSON.stringify(values);
    const photoIds = request.files.map((file) => file.photoId);
    let pending = submission.current;
    if (pending && pending.valuesJson === valuesJson && pending.photoIds.join() === photoIds.join()) {
      request.data = pending.data;
    } else {
      pending = { idempotencyKey: newIdempotencyKey(), valuesJson, photoIds, data: request.data };
      submission.current = pending;
    }
    saveDraft(draftKey, { values, submission: pending });
    setStatus({ kind: "sending", percent: 0 });
    const outcome = await sendUpdate({
      tenantId: booking.tenantId,
      bookingCode: booking.booking.code,
      token: props.token,
      idempotencyKey: pending.idempotencyKey,
      request,
      onProgress: (fraction) => setStatus({ kind: "sending", percent: Math.round(fraction * 100) }),
    });
    if (outcome.kind === "saved") {
      // A draft save still waiting would bring back what was just stored.
      clearTimeout(draftTimer.current);
      clearDraft(draftKey);
      await clearPhotos(draftKey);
      submission.current = undefined;
      setStatus({ kind: "idle" });
      props.onSaved(values.rooms.some((room) => room.checkIn));
    } else if (outcome.kind === "invalid") {
      // A definitive answer: the next attempt is a new submission with a key of its own.
      submission.current = undefined;
      const general: string[] = [];
      if (outcome.code === "INVOICE_NO_PRIMARY_GUEST") form.setError("invoice.company", { message: t("invoiceNeedsPrimary") });
      else if (outcome.code === "REGISTRATION_INCOMPLETE") {
        for (const item of outcome.missing ?? []) {
          const field = item.path ? request.formPathOf(item.path) : guestFieldOf(values, item);
          if (field) form.setError(field as never, { type: "server", message: t("neededForRegistration") });
          else general.push(t("registerEveryAdult", roomOf(item.booking_room_id)));
        }
      } else if (outcome.code === "CHECKIN_NOT_YET_OPEN") general.push(t("checkinNotOpenYet", { time: outcome.opensAt?.slice(0, 16) ?? "" }));
      else if (outcome.code) general.push(outcome.message);
      for (const [path, messages] of Object.entries(outcome.errors)) {
        const message = props.lang === "en" ? messages.join(" ") : `${t("v_invalid")} (${messages.join(" ")})`;
        const field = request.formPathOf(path);
        if (field) form.setError(field as never, { type: "server", message });
        else general.push(message);
      }
      setStatus({ kind: "invalid", messages: general.length ? general : [t("fixErrors")] });
    } else if (outcome.kind === "expired") {
      setStatus({ kind: "failed", message: t("linkExpired"), retry: false });
    } else {
      setStatus({ kind: "failed", message: outcome.kind === "network" ? t("networkError") : t("serverError"), retry: true });
    }
  };

  /** The room's name and adults, for a message about the room as a whole. */
  const roomOf = (bookingRoomId: string) => {
    const room = rooms.find((candidate) => candidate.id === bookingRoomId);
    return { room: room ? (room.roomUnit ?? room.roomType) : "", adults: room?.occupancy.adults ?? 1 };
  };

  const anyCheckIn = useWatch({ control: form.control, name: "rooms" }).some((room) => room.checkIn);
  const sending = status.kind === "sending";

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={(event) => void form.handleSubmit(save, () => setStatus({ kind: "invalid", messages: [t("fixErrors")] }))(event)} noValidate onChange={props.onEdit} onFocus={() => void loadValidation().catch(() => undefined)}>
        {restored ? (
          <div className={styles.notice} role="status">
            <span>{t("draftRestored")}</span>
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                clearDraft(draftKey);
                void clearPhotos(draftKey);
                submission.current = undefined;
                setPhotos({});
                reset(withCheckIn(initialFormValues(booking), checkinOpen, booking));
                setRestored(false);
              }}
            >
              {t("discardDraft")}
            </button>
          </div>
        ) : null}

        <section aria-labelledby="step-guests" className={styles.step}>
          <h2 id="step-guests">
            <span className={styles.stepNumber}>1</span> {t("stepGuests")}
          </h2>
          {rooms.map((room, roomIndex) => (
            <RoomGuests
              key={room.id}
              room={room}
              roomIndex={roomIndex}
              lang={props.lang}
              token={props.token}
              t={t}
              photos={photos}
              onAddPhoto={addPhoto}
              onRemovePhoto={removePhoto}
              checkinOpen={checkinOpen}
            />
          ))}
        </section>

        <InvoiceAndNotes t={t} />

        <section aria-labelledby="step-checkin" className={styles.step}>
          <h2 id="step-checkin">
            <span className={styles.stepNumber}>3</span> {t("stepCheckin")}
          </h2>
          {checkinOpen ? (
            rooms.map((room, roomIndex) => {
              const name = room.roomUnit ?? room.roomType;
              if (room.status === "checked_in") return <p key={room.id} className={styles.done}>✓ {t("roomCheckedIn", { room: name })}</p>;
              const error = form.formState.errors.rooms?.[roomIndex]?.checkIn?.message;
              return (
                <div key={room.id} className={styles.checkRow}>
                  <label>
                    <input type="checkbox" {...form.register(`rooms.${roomIndex}.checkIn`)} /> {t("checkinRoomNow", { room: name })}
                  </label>
                  {error ? <p className={styles.error}>{error}</p> : null}
                </div>
              );
            })
          ) : (
            <p className={styles.notice}>
              {t("checkinOpensOn", { date: formatDate(props.lang, booking.booking.checkinDate), hour: booking.booking.arrivalHour })}
            </p>
          )}
        </section>

        <div className={styles.actions}>
          {status.kind === "invalid" ? (
            <div className={styles.error} role="alert">
              {status.messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}
          {status.kind === "failed" ? (
            <p className={styles.error} role="alert">
              {status.message}
            </p>
          ) : null}
          {sending ? (
            <progress className={styles.progress} max={100} value={status.percent} aria-label={t("saving", { percent: status.percent })} />
          ) : null}
          <button type="submit" className={styles.primary} disabled={sending || !ready}>
            {sending
              ? t("saving", { percent: status.percent })
              : status.kind === "failed" && status.retry
                ? t("retry")
                : anyCheckIn
                  ? t("saveAndCheckin")
                  : t("save")}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** On the arrival day the form offers to check in every room that has guests (RoomGuests ticks a room when a guest is added). */
function withCheckIn(values: CheckinFormValues, checkinOpen: boolean, booking: CheckinBooking): CheckinFormValues {
  if (!checkinOpen) return values;
  return {
    ...values,
    rooms: values.rooms.map((room) => ({
      ...room,
      checkIn: room.guests.length > 0 && booking.rooms.find((candidate) => candidate.id === room.id)?.status !== "checked_in",
    })),
  };
}

/** The form field of a missing registration item about a guest on file that the request did not send. */
function guestFieldOf(values: CheckinFormValues, item: MissingRegistration): string | undefined {
  if (item.guest_id === null || item.field === "guests") return undefined;
  const roomIndex = values.rooms.findIndex((room) => room.id === item.booking_room_id);
  const guestIndex = values.rooms[roomIndex]?.guests.findIndex((guest) => String(guest.guestId) === item.guest_id) ?? -1;
  if (guestIndex < 0) return undefined;
  const field = item.field === "identity_image_urls" ? "photos" : item.field;
  return `rooms.${roomIndex}.guests.${guestIndex}.${field}`;
}
