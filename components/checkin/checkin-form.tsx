"use client";

import type { Credential } from "./credential";
import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import { FormProvider, set, useForm, useWatch, type Resolver } from "react-hook-form";
import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import { checkinResolver, loadValidation } from "./checkin-resolver";
import { clearDraft, clearPhotos, deletePhoto, draftKeyOf, loadDraft, loadPhotos, mergeDraft, saveDraft, setPhotoStaged, stillStaged, storePhoto, type Draft } from "./draft";
import { formRooms, initialFormValues, newGuestKey, type CheckinFormValues } from "./form-values";
import { fieldErrorsOf, fieldsToRecheck, focusFirstError } from "./form-errors";
import type { Lang } from "@/components/i18n/languages";
import type { Translate } from "./message-types";
import type { LocalPhoto } from "./id-photos";
import { InvoiceAndNotes } from "./invoice-and-notes";
import { RoomGuests } from "./room-guests";
import { roomName } from "./room-title";
import { newIdempotencyKey, sendUpdate, type MissingRegistration, type UpdateOutcome } from "./send-update";
import type { MissingRegistration as RoomMissing } from "@/server/domain/guest-registration";
import { refusedForCheckInOnly, roomCheckins, roomsToCheckIn, roomStillNeeds, saveLabel } from "./room-checkin";
import { stagePhoto } from "./stage-photo";
import { toUpdateRequest } from "./update-request";
import styles from "./checkin.module.css";

type Status =
  | { kind: "idle" }
  | { kind: "sending"; percent: number }
  | { kind: "waiting"; photos: number }
  | { kind: "failed"; message: string; retry: boolean }
  /**
   * A save refused: the fields in error say why; `general` is what no field can show (a room short
   * of adults: its own "Still missing" line shows live when the adult is on the form), until the next save.
   */
  | { kind: "invalid"; general: string[] };

export function CheckinForm(props: {
  booking: CheckinBooking;
  credential: Credential;
  lang: Lang;
  t: Translate;
  /** The arrival date as the page's language writes it, formatted by the server (no date formatter in the page's JavaScript). */
  arrivalDate: string;
  /**
   * The ids of the rooms this save checked in (none: only details were saved), and what keeps
   * the others out ("Room 201: still missing 1 adult"; none when nothing was asked).
   */
  onSaved(checkedIn: string[], notCheckedIn: string[]): void;
  onEdit(): void;
  /** What a host adds inside the form (the desk's ID card scanner). */
  children?: ReactNode;
  /** The host's own starting values over the booking's (the counter's: the booker as the first guest). */
  prefill?(values: CheckinFormValues): CheckinFormValues;
  /**
   * The host's own check-in step instead of a box to tick per room (the counter's buttons,
   * "Save and check in 303"): it saves with that one room checked in.
   */
  checkInStep?: ComponentType<CheckInStepProps>;
}) {
  const { booking, t } = props;
  const draftKey = draftKeyOf(booking);
  const initialMessage = booking.booking.guestMessage ?? "";
  const checkinOpen = booking.today >= booking.booking.checkinDate && booking.booking.status !== "cancelled";
  const rooms = useMemo(() => formRooms(booking), [booking]);
  const startingValues = () => withCheckIn((props.prefill ?? same)(initialFormValues(booking)), checkinOpen, booking);
  // Leaving a field never changed says nothing (tabbing past an empty field is no mistake); the save still checks everything.
  const [quiet] = useState(() => new QuietFields());
  const form = useForm<CheckinFormValues>({
    defaultValues: startingValues(),
    resolver: quiet.resolver(checkinResolver(t, { initialMessage, today: booking.today })),
    // A field is checked when the guest leaves it, never while typing its first value; a field
    // in error is checked again as it changes (below), so its error goes as soon as it is fixed.
    mode: "onBlur",
    reValidateMode: "onBlur",
    // The first field in error in page order gets the focus (focusFirstError), not in registration order.
    shouldFocusError: false,
  });
  const [photos, setPhotos] = useState<Record<string, LocalPhoto[]>>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [restored, setRestored] = useState(false);
  // Saving waits for hydration and for the draft's photos: a tap before would send the form
  // without them (or, without JavaScript, as a plain GET of the page).
  const [ready, setReady] = useState(false);
  const submission = useRef<Draft["submission"]>(undefined);
  const draftTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const formElement = useRef<HTMLFormElement>(null);
  const actionsBar = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const { reset, subscribe, trigger } = form;
  // Photos going up ahead of the save, and the staged id of each one sent: the save waits for
  // the first and names the second (refs, since the save reads them after awaiting).
  const uploads = useRef(new Map<string, { done: Promise<void>; cancel: AbortController }>());
  const staged = useRef(new Map<string, { id: string; expiresAt: string }>());

  const changePhoto = (guestKey: string, id: string, change: Partial<LocalPhoto>) =>
    setPhotos((current) => ({ ...current, [guestKey]: (current[guestKey] ?? []).map((photo) => (photo.id === id ? { ...photo, ...change } : photo)) }));
  const startUpload = (guestKey: string, photo: { id: string; blob: Blob }) => {
    staged.current.delete(photo.id);
    changePhoto(guestKey, photo.id, { staged: undefined, upload: { state: "sending", percent: 0 } });
    const cancel = new AbortController();
    const done = stagePhoto({
      signal: cancel.signal,
      tenantId: booking.tenantId,
      bookingCode: booking.booking.code,
      credential: props.credential,
      blob: photo.blob,
      idempotencyKey: newIdempotencyKey(),
      onProgress: (fraction) => changePhoto(guestKey, photo.id, { upload: { state: "sending", percent: Math.round(fraction * 100) } }),
    })
      .then((outcome) => {
        if (outcome.kind === "cancelled") return;
        if (outcome.kind !== "staged") return changePhoto(guestKey, photo.id, { upload: { state: "failed" } });
        const sent = { id: outcome.id, expiresAt: outcome.expiresAt };
        staged.current.set(photo.id, sent);
        changePhoto(guestKey, photo.id, { staged: sent, upload: undefined });
        void setPhotoStaged(photo.id, sent);
      })
      .finally(() => {
        if (uploads.current.get(photo.id)?.cancel === cancel) uploads.current.delete(photo.id);
      });
    uploads.current.set(photo.id, { done, cancel });
  };

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
      const next: Record<string, LocalPhoto[]> = {};
      for (const photo of stored) {
        const sent = stillStaged(photo.staged?.expiresAt) ? photo.staged : undefined;
        if (sent) staged.current.set(photo.id, sent);
        next[photo.guestKey] = [...(next[photo.guestKey] ?? []), { id: photo.id, blob: photo.blob, url: URL.createObjectURL(photo.blob), staged: sent }];
      }
      setPhotos((current) => {
        const merged = { ...current };
        for (const [guestKey, list] of Object.entries(next)) merged[guestKey] = [...(merged[guestKey] ?? []), ...list];
        return merged;
      });
      // A photo not yet sent (or whose staged copy is about to expire) goes up now.
      for (const [guestKey, list] of Object.entries(next)) for (const photo of list) if (!photo.staged) startUpload(guestKey, photo);
    });
    return () => {
      cancelled = true;
    };
    // Once per form: a booking that changes what the form holds remounts it (CheckinApp's key), and
    // a refresh that changes nothing else (the payment's polling) must not lay the draft and its
    // photos over the form again. startUpload only reads props that are fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey, reset]);

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

  // A change re-checks the fields in error it may fix (form-errors.ts), and nothing else.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, errors }) => {
          if (name) quiet.changed(name);
          if (!name || !errors) return;
          const recheck = fieldsToRecheck(errors, name);
          if (recheck.length > 0) void trigger(recheck as never);
        },
      }),
    [quiet, subscribe, trigger],
  );

  // After a refused save, once its errors are on the page: the first of them, in page order.
  useEffect(() => {
    if (focusRequest === 0) return;
    const frame = requestAnimationFrame(() => {
      if (formElement.current) focusFirstError(formElement.current, actionsBar.current, `.${styles.field}, fieldset, .${styles.room}`);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);
  const refused = (general: string[]) => {
    setStatus({ kind: "invalid", general });
    setFocusRequest((count) => count + 1);
  };

  const addPhoto = (guestKey: string, blob: Blob) => {
    const photo = { id: newGuestKey(), blob, url: URL.createObjectURL(blob) };
    setPhotos((current) => ({ ...current, [guestKey]: [...(current[guestKey] ?? []), photo] }));
    // Stored before it goes up, so that the staged id has a record to land on.
    void storePhoto({ id: photo.id, draftKey, guestKey, blob, addedAt: Date.now() }).then(() => startUpload(guestKey, photo));
    saveDraft(draftKey, { values: form.getValues(), submission: submission.current });
    props.onEdit();
  };
  const removePhoto = (guestKey: string, id: string) => {
    // A photo removed while it goes up stops going up (a save would otherwise wait for it).
    uploads.current.get(id)?.cancel.abort();
    setPhotos((current) => ({ ...current, [guestKey]: (current[guestKey] ?? []).filter((photo) => photo.id !== id) }));
    void deletePhoto(id);
  };

  const save = async (values: CheckinFormValues) => {
    // Photos still going up are waited for: the save then names them instead of sending them.
    while (uploads.current.size > 0) {
      setStatus({ kind: "waiting", photos: uploads.current.size });
      await Promise.race([...uploads.current.values()].map((upload) => upload.done));
    }
    const valuesJson = JSON.stringify(values);
    const photoIds = Object.values(photos).flat().map((photo) => photo.id);
    const previous = submission.current;
    const same = previous !== undefined && previous.valuesJson === valuesJson && previous.photoIds.join() === photoIds.join();
    // A retry of a submission whose answer was lost names the very photos it named, so that the
    // API can replay it; a new one names every photo staged with time left, and sends the others.
    const stagedIds: Record<string, string> = same
      ? (previous.stagedIds ?? {})
      : Object.fromEntries([...staged.current].filter(([, sent]) => stillStaged(sent.expiresAt)).map(([photoId, sent]) => [photoId, sent.id]));
    // Only the rooms complete on the form are checked in; the guests of every room are saved (room-checkin.ts).
    const checkins = roomCheckins(values.rooms, booking.rooms, booking.booking.checkinDate, photosOf);
    const checkIn = roomsToCheckIn(values.rooms, checkins);
    const requestOf = (checkInRooms: ReadonlySet<string>) =>
      toUpdateRequest(values, {
        initialMessage,
        initialArrivalHour: booking.booking.arrivalHour,
        photos: Object.fromEntries(Object.entries(photos).map(([guestKey, list]) => [guestKey, list.map((photo) => ({ ...photo, stagedId: stagedIds[photo.id] }))])),
        checkIn: checkInRooms,
      });
    const request = requestOf(checkIn);
    const pending = same ? previous : { idempotencyKey: newIdempotencyKey(), valuesJson, photoIds, stagedIds, data: request.data };
    request.data = pending.data;
    submission.current = pending;
    saveDraft(draftKey, { values, submission: pending });
    setStatus({ kind: "sending", percent: 0 });
    const send = (idempotencyKey: string, update: typeof request) =>
      sendUpdate({
        tenantId: booking.tenantId,
        bookingCode: booking.booking.code,
        credential: props.credential,
        idempotencyKey,
        request: update,
        onProgress: (fraction) => setStatus({ kind: "sending", percent: Math.round(fraction * 100) }),
      });
    let outcome: UpdateOutcome = await send(pending.idempotencyKey, request);
    let checkedIn = [...checkIn];
    // Rooms ticked but not complete: said after the save, beside the rooms' own "Still missing" lines.
    const notCheckedIn = checkins
      .filter((checkin) => !checkin.ready && values.rooms.find((room) => room.id === checkin.roomId)?.checkIn && checkin.missing.length > 0)
      .map((checkin) => stillNeedsOf(values, checkin.roomId, checkin.missing));
    if (outcome.kind === "invalid" && checkIn.size > 0 && refusedForCheckInOnly(outcome)) {
      // The API judged a room incomplete (or not open yet) that the form took for ready: what was
      // typed is saved all the same, without any check-in, and the page says why (Update Booking is
      // all-or-nothing; the two are separate for the guest). The key follows the first one's, so a
      // retry of the pair replays both answers.
      notCheckedIn.push(...checkInRefusal(outcome, values, request));
      checkedIn = [];
      outcome = await send(`${pending.idempotencyKey}-save`, { ...requestOf(new Set()), data: withoutStatuses(pending.data) });
    }
    if (outcome.kind === "saved") {
      // A draft save still waiting would bring back what was just stored.
      clearTimeout(draftTimer.current);
      clearDraft(draftKey);
      await clearPhotos(draftKey);
      submission.current = undefined;
      staged.current.clear();
      setStatus({ kind: "idle" });
      props.onSaved(checkedIn, notCheckedIn);
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
      } else if (outcome.code === "CHECKIN_NOT_YET_OPEN") general.push(notOpenYet(outcome.opensAt));
      else if (outcome.code) general.push(outcome.message);
      for (const [path, messages] of Object.entries(outcome.errors)) {
        // A staged photo the API no longer takes (expired, or sent through another link of the
        // booking) goes up again; the next save names the new one.
        const photoId = request.photoOfStagedPath(path);
        const guestKey = photoId && Object.keys(photos).find((key) => photos[key]!.some((photo) => photo.id === photoId));
        if (photoId && guestKey) {
          void setPhotoStaged(photoId, undefined);
          startUpload(guestKey, photos[guestKey]!.find((photo) => photo.id === photoId)!);
        }
        const message = props.lang === "en" ? messages.join(" ") : `${t("v_invalid")} (${messages.join(" ")})`;
        const field = request.formPathOf(path);
        if (field) form.setError(field as never, { type: "server", message });
        else general.push(message);
      }
      refused(general);
    } else if (outcome.kind === "expired") {
      setStatus({ kind: "failed", message: t("linkExpired"), retry: false });
    } else {
      setStatus({ kind: "failed", message: outcome.kind === "network" ? t("networkError") : t("serverError"), retry: true });
    }
  };

  /** "Check-in opens at 14:00 on 24/11/2026": CHECKIN_NOT_YET_OPEN's answer in the page's words. */
  const notOpenYet = (answered: string | undefined) => {
    const opensAt = answered ?? `${booking.booking.checkinDate} ${booking.booking.checkinTime}`;
    // Check-in opens on the arrival day (at the property's check-in time): its date is the arrival's.
    return t("checkinNotOpenYet", { date: opensAt.startsWith(booking.booking.checkinDate) ? props.arrivalDate : opensAt.slice(0, 10), hour: opensAt.slice(11, 16) });
  };
  const photosOf = (guestKey: string) => photos[guestKey]?.length ?? 0;
  /** "Room 201: still missing 1 adult" for a room with the form's values. */
  const stillNeedsOf = (values: CheckinFormValues, roomId: string, missing: readonly RoomMissing[]) => {
    const room = rooms.find((candidate) => candidate.id === roomId);
    const roomValues = values.rooms.find((candidate) => candidate.id === roomId);
    return room && roomValues ? roomStillNeeds(room, roomValues, missing, booking.booking.checkinDate, t) : t("registerEveryAdult", roomOf(roomId));
  };
  /** Why the API refused a check-in the form took for ready, room by room, in the page's words. */
  const checkInRefusal = (outcome: Extract<UpdateOutcome, { kind: "invalid" }>, values: CheckinFormValues, sent: ReturnType<typeof toUpdateRequest>): string[] => {
    if (outcome.code === "CHECKIN_NOT_YET_OPEN") return [notOpenYet(outcome.opensAt)];
    if (outcome.code !== "REGISTRATION_INCOMPLETE") return Object.values(outcome.errors).flat();
    const byRoom = new Map<string, MissingRegistration[]>();
    for (const item of outcome.missing ?? []) {
      // A guest this save added is named by its path in the request (its id was rolled back): the form's key names it here.
      const guestKey = item.guest_id === null && item.path ? guestKeyAt(values, sent.formPathOf(item.path)) : undefined;
      byRoom.set(item.booking_room_id, [...(byRoom.get(item.booking_room_id) ?? []), guestKey ? { ...item, guest_id: guestKey } : item]);
    }
    return [...byRoom].map(([roomId, missing]) => stillNeedsOf(values, roomId, missing));
  };

  /** The room's name and adults, for a message about the room as a whole. */
  const roomOf = (bookingRoomId: string) => {
    const room = rooms.find((candidate) => candidate.id === bookingRoomId);
    return { room: room ? (room.roomUnit ?? room.roomType) : "", count: room?.occupancy.adults ?? 1 };
  };

  const roomValues = useWatch({ control: form.control, name: "rooms" });
  // Each room's check-in as the form stands: a box is ticked only for a complete room, and the button says which rooms it checks in.
  const checkins = roomCheckins(roomValues, booking.rooms, booking.booking.checkinDate, photosOf);
  const willCheckIn = roomsToCheckIn(roomValues, checkins);
  const CheckInStep = props.checkInStep;
  // The host's step: Save (and Enter in a field) only saves; the step's button saves and checks its room in.
  const uncheckAll = () => form.getValues("rooms").forEach((_, index) => form.setValue(`rooms.${index}.checkIn`, false));
  const saveWithCheckIn = (roomId: string) => {
    form.getValues("rooms").forEach((room, index) => form.setValue(`rooms.${index}.checkIn`, room.id === roomId));
    void form.handleSubmit(save, () => refused([]))();
  };
  const sending = status.kind === "sending" || status.kind === "waiting";
  // The summary is what is still wrong now: it goes as soon as the last field in error is fixed.
  const fieldErrorCount = fieldErrorsOf(form.formState.errors).length;
  const summary =
    status.kind === "invalid" ? [...(fieldErrorCount > 0 ? [t("fixErrors")] : []), ...status.general] : [];

  return (
    <FormProvider {...form}>
      <form ref={formElement} className={styles.form} onSubmit={(event) => void form.handleSubmit(save, () => refused([]))(event)} noValidate onChange={props.onEdit} onFocus={() => void loadValidation().catch(() => undefined)}>
        {props.children}
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
                reset(startingValues());
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
              arrival={booking.booking.checkinDate}
              lang={props.lang}
              credential={props.credential}
              t={t}
              photos={photos}
              onAddPhoto={addPhoto}
              onRemovePhoto={removePhoto}
              onRetryPhoto={(guestKey, id) => {
                const photo = photos[guestKey]?.find((candidate) => candidate.id === id);
                if (photo) startUpload(guestKey, photo);
              }}
              checkinOpen={checkinOpen}
            />
          ))}
        </section>

        <InvoiceAndNotes t={t} />

        <section aria-labelledby="step-checkin" className={styles.step}>
          <h2 id="step-checkin">
            <span className={styles.stepNumber}>3</span> {t("stepCheckin")}
          </h2>
          {checkinOpen && CheckInStep ? (
            <CheckInStep rooms={rooms} photos={photos} arrival={booking.booking.checkinDate} t={t} busy={sending || !ready} saveAndCheckIn={saveWithCheckIn} />
          ) : checkinOpen ? (
            rooms.map((room, roomIndex) => {
              const name = room.roomUnit ?? room.roomType;
              if (room.status === "checked_in") return <p key={room.id} className={styles.done}>✓ {t("roomCheckedIn", { room: roomName(room, t) })}</p>;
              // Never ticked while incomplete: the box waits for the room's registration, and says who is missing.
              const checkin = checkins[roomIndex];
              const ready = checkin?.ready ?? false;
              const needsId = `room-${room.id}-needs`;
              return (
                <div key={room.id} className={styles.checkRow}>
                  <label>
                    <input
                      type="checkbox"
                      checked={ready && (roomValues[roomIndex]?.checkIn ?? false)}
                      disabled={!ready}
                      aria-describedby={ready ? undefined : needsId}
                      onChange={(event) => form.setValue(`rooms.${roomIndex}.checkIn`, event.target.checked, { shouldDirty: true })}
                    />{" "}
                    {t("checkinRoomNow", { room: name })}
                  </label>
                  {!ready && checkin && roomValues[roomIndex] ? (
                    <p id={needsId} className={styles.hint} data-testid="room-needs">
                      {roomStillNeeds(room, roomValues[roomIndex], checkin.missing, booking.booking.checkinDate, t)}
                    </p>
                  ) : null}
                </div>
              );
            })
          ) : (
            <p className={styles.notice}>
              {t("checkinOpensOn", { date: props.arrivalDate, hour: booking.booking.checkinTime })}
            </p>
          )}
        </section>

        {/* In the page's flow, above the bar: a sticky message of several lines would sit over the fields it names. */}
        {summary.length > 0 ? (
          <div className={`${styles.error} ${styles.summary}`} role="alert" data-testid="error-summary">
            {summary.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        <div ref={actionsBar} className={styles.actions}>
          {status.kind === "failed" ? (
            <p className={styles.error} role="alert">
              {status.message}
            </p>
          ) : null}
          {status.kind === "sending" ? (
            <progress className={styles.progress} max={100} value={status.percent} aria-label={t("saving", { percent: status.percent })} />
          ) : null}
          <button type="submit" className={styles.primary} disabled={sending || !ready} onClick={props.checkInStep ? () => uncheckAll() : undefined}>
            {status.kind === "waiting"
              ? t("waitingForPhotos", { n: status.photos })
              : status.kind === "sending"
              ? t("saving", { percent: status.percent })
              : status.kind === "failed" && status.retry
                ? t("retry")
                : saveLabel(CheckInStep ? [] : rooms.filter((room) => willCheckIn.has(room.id)), t)}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** What a host's check-in step is given (CheckinForm's `checkInStep`). */
export interface CheckInStepProps {
  /** The rooms on the form (open ones), in the form's order (`rooms.${index}`). */
  rooms: CheckinBooking["rooms"];
  /** ID photos on this device, by guest key: a room's registration counts them. */
  photos: Record<string, LocalPhoto[]>;
  /** The booking's arrival date (YYYY-MM-DD): ages are taken on it. */
  arrival: string;
  /** The form's words (a room's "still missing" line). */
  t: Translate;
  /** Saving, or not ready to save yet. */
  busy: boolean;
  saveAndCheckIn(roomId: string): void;
}

const same = (values: CheckinFormValues) => values;

/**
 * Leaving a field the guest never changed says nothing (tabbing past an empty field is no
 * mistake): its check on blur is dropped. A save checks every field, and from then on the fields
 * it checked are checked on blur as usual (an error it gave stays until fixed).
 */
class QuietFields {
  private touched = new Set<string>();
  changed(name: string) {
    this.touched.add(name);
  }
  resolver(resolve: Resolver<CheckinFormValues>): Resolver<CheckinFormValues> {
    return async (values, context, options) => {
      const result = await resolve(values, context, options);
      const names = options.names ?? [];
      if (names.length > 1) for (const name of names) this.touched.add(name);
      else if (names[0] && !this.touched.has(names[0])) set(result.errors, names[0], undefined);
      return result;
    };
  }
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

/** The same payload without any room's `status`: the save that keeps what was typed when only the check-in was refused. */
function withoutStatuses(data: Record<string, unknown>): Record<string, unknown> {
  const rooms = data.rooms as Record<string, unknown>[] | undefined;
  return { ...data, rooms: rooms?.map(({ status: _status, ...room }) => room) };
}

/** The form key of the guest a form path (`rooms.0.guests.1.birthday`) is about. */
function guestKeyAt(values: CheckinFormValues, field: string | undefined): string | undefined {
  const match = field ? /^rooms\.(\d+)\.guests\.(\d+)/.exec(field) : null;
  return match ? values.rooms[Number(match[1])]?.guests[Number(match[2])]?.key : undefined;
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
