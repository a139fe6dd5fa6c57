"use client";

import type { Credential } from "./credential";
import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import { checkinResolver, loadValidation } from "./checkin-resolver";
import { draftKeyOf } from "./draft";
import { formRooms, initialFormValues, type CheckinFormValues } from "./form-values";
import { fieldErrorsOf, fieldsToRecheck, focusFirstError } from "./form-errors";
import type { Lang } from "@/i18n/languages";
import type { Translate } from "./message-types";
import type { LocalPhoto } from "./id-photos";
import { InvoiceAndNotes } from "./invoice-and-notes";
import type { AnswerWords } from "./outcome-to-form-errors";
import { RoomGuests } from "./room-guests";
import { QuietFields } from "./quiet-fields";
import { roomName } from "./room-title";
import { checkinHasOpened, checkinOpeningNotice, roomCheckins, roomsToCheckIn, roomStillNeeds, saveLabel } from "./room-checkin";
import { useCheckinSave } from "./use-checkin-save";
import { useDraft } from "./use-draft";
import { usePhotoStaging } from "./use-photo-staging";
import styles from "./checkin.module.css";

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
  // Judged as the form mounts, since its starting values tick the rooms by it; a save reads the
  // booking again and mounts a new form (checkin-app.tsx), which judges again.
  const [checkinOpen] = useState(() => checkinHasOpened(booking));
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
  const formElement = useRef<HTMLFormElement>(null);
  const actionsBar = useRef<HTMLDivElement>(null);
  const { reset, subscribe, trigger } = form;
  const staging = usePhotoStaging({
    tenantId: booking.tenantId,
    bookingCode: booking.booking.code,
    credential: props.credential,
    draftKey,
  });
  const { photos } = staging;
  const draft = useDraft({ booking, draftKey, form, onPhotos: staging.restore });
  const words: AnswerWords = {
    checkinDate: booking.booking.checkinDate,
    checkinTime: booking.booking.checkinTime,
    arrivalDate: props.arrivalDate,
    rooms,
    lang: props.lang,
    t,
  };
  const { status, focusRequest, save, refused } = useCheckinSave({
    booking,
    credential: props.credential,
    initialMessage,
    words,
    staging,
    draft,
    setError: (name, error) => form.setError(name as never, error),
    onSaved: props.onSaved,
  });

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

  const addPhoto = (guestKey: string, blob: Blob) => {
    staging.add(guestKey, blob);
    draft.keep(form.getValues());
    props.onEdit();
  };

  const photosOf = (guestKey: string) => photos[guestKey]?.length ?? 0;

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
  const summary = status.kind === "invalid" ? [...(fieldErrorCount > 0 ? [t("fixErrors")] : []), ...status.general] : [];

  return (
    <FormProvider {...form}>
      <form
        ref={formElement}
        className={styles.form}
        onSubmit={(event) => void form.handleSubmit(save, () => refused([]))(event)}
        noValidate
        onChange={props.onEdit}
        onFocus={() => void loadValidation().catch(() => undefined)}
      >
        {props.children}
        {draft.restored ? (
          <div className={styles.notice} role="status">
            <span>{t("draftRestored")}</span>
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                draft.discard();
                staging.discard();
                reset(startingValues());
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
              onRemovePhoto={staging.remove}
              onRetryPhoto={staging.retry}
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
            <CheckInStep
              rooms={rooms}
              photos={photos}
              arrival={booking.booking.checkinDate}
              t={t}
              busy={sending || !draft.ready}
              saveAndCheckIn={saveWithCheckIn}
            />
          ) : checkinOpen ? (
            rooms.map((room, roomIndex) => {
              const name = room.roomUnit ?? room.roomType;
              if (room.status === "checked_in")
                return (
                  <p key={room.id} className={styles.done}>
                    ✓ {t("roomCheckedIn", { room: roomName(room, t) })}
                  </p>
                );
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
            <p className={styles.notice}>{checkinOpeningNotice(booking, props.arrivalDate, t)}</p>
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
          <button
            type="submit"
            className={styles.primary}
            disabled={sending || !draft.ready}
            onClick={props.checkInStep ? () => uncheckAll() : undefined}
          >
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
