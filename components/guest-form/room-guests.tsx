"use client";

import type { Credential } from "./credential";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import type { CheckinRoom } from "@/server/checkin/checkin-booking";
import { emptyGuest, nationalityForNewGuest, newGuestKey, type CheckinFormValues } from "./form-values";
import { roomTitle } from "./room-title";
import { adultsRegistered, formRoomRegistration, missingText } from "./room-registration";
import { GuestEditor } from "./guest-editor";
import type { Lang } from "@/i18n/languages";
import type { Translate } from "./message-types";
import type { LocalPhoto } from "./id-photos";
import styles from "./checkin.module.css";

// The retype step loads on the tap that edits a guest someone else registered (shown masked):
// most guests never see one.
const RetypeIdentity = lazy(() => import("./retype-identity"));

/** One room's guests: add one, edit or remove the ones there, and choose the primary guest. */
export function RoomGuests(props: {
  room: CheckinRoom;
  roomIndex: number;
  /** The booking's arrival date (YYYY-MM-DD): ages are taken on it. */
  arrival: string;
  lang: Lang;
  credential: Credential;
  t: Translate;
  photos: Record<string, LocalPhoto[]>;
  onAddPhoto(guestKey: string, blob: Blob): void;
  onRemovePhoto(guestKey: string, id: string): void;
  onRetryPhoto(guestKey: string, id: string): void;
  checkinOpen: boolean;
}) {
  const { room, roomIndex, t } = props;
  const { control, register, setValue, getValues, setFocus } = useFormContext<CheckinFormValues>();
  // The list is the form's own array, keyed by each guest's stable key: a guest is appended with
  // setValue and never spliced out (removing only marks it), so no field array is needed.
  const guests = useWatch({ control, name: `rooms.${roomIndex}.guests` });
  // The guest just added gets the focus once its inputs exist (after the render that adds them).
  const focusNew = useRef<number>(undefined);
  useEffect(() => {
    if (focusNew.current === undefined || guests.length <= focusNew.current) return;
    setFocus(`rooms.${roomIndex}.guests.${focusNew.current}.name`);
    focusNew.current = undefined;
  }, [guests.length, roomIndex, setFocus]);
  const { errors } = useFormState({ control, name: `rooms.${roomIndex}` });
  const roomErrors = errors.rooms?.[roomIndex];
  // New guests start open (also when a draft brings them back); registered ones show a
  // one-line summary until edited. A guest with an error is always open.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const toggle = (key: string, open: boolean) => setToggled((current) => new Map(current).set(key, open));
  // A masked guest's "Edit" first asks for the whole ID number (retype-identity.tsx).
  const [retyping, setRetyping] = useState<ReadonlySet<string>>(new Set());
  const title = roomTitle(room, t);
  // What the room still misses with the values on the form now, as the server will judge it after the save.
  const missing = missingText(
    formRoomRegistration({ guests }, room, props.arrival, (guestKey) => props.photos[guestKey]?.length ?? 0),
    (guestId) => guests.find((guest) => guest.key === guestId || String(guest.guestId) === guestId)?.name || t("newGuest"),
    room.occupancy.adults - adultsRegistered(guests, props.arrival),
    t,
  );

  const addGuest = () => {
    const key = newGuestKey();
    const list = getValues(`rooms.${roomIndex}.guests`);
    setValue(`rooms.${roomIndex}.guests`, [...list, emptyGuest(key, nationalityForNewGuest(getValues("rooms"), roomIndex, props.lang))], {
      shouldDirty: true,
    });
    focusNew.current = list.length;
    toggle(key, true);
    if (
      !getValues(`rooms.${roomIndex}.primaryKey`) ||
      !getValues(`rooms.${roomIndex}.guests`).some((guest) => !guest.removed && guest.key === getValues(`rooms.${roomIndex}.primaryKey`))
    ) {
      setValue(`rooms.${roomIndex}.primaryKey`, key);
    }
    if (props.checkinOpen && room.status !== "checked_in") setValue(`rooms.${roomIndex}.checkIn`, true);
  };

  return (
    <div className={styles.room}>
      <h3 id={`room-${room.id}`} tabIndex={-1}>
        {title}
      </h3>
      <p className={styles.roomMissing} data-testid="room-missing">
        {missing ? (
          <>
            <strong>{t("missing")}:</strong> {missing}
          </>
        ) : (
          <span className={styles.done}>✓ {t("nothingMissing")}</span>
        )}
      </p>
      {roomErrors?.primaryKey?.message ? (
        <p className={styles.error} role="alert">
          {roomErrors.primaryKey.message}
        </p>
      ) : null}
      <ol className={styles.guestList}>
        {guests.map((guest, guestIndex) => {
          const path = `rooms.${roomIndex}.guests.${guestIndex}` as const;
          const saved = room.guests.find((candidate) => candidate.id === guest.guestId);
          const hasErrors = !!roomErrors?.guests?.[guestIndex];
          const open = !guest.masked && ((toggled.get(guest.key) ?? guest.guestId === null) || hasErrors);
          const askRetype = guest.masked && (retyping.has(guest.key) || hasErrors);
          const displayName = guest.name || t("newGuest");
          if (guest.removed) {
            return (
              <li key={guest.key} className={styles.guestRemoved} data-testid="guest">
                <span>{t("removedGuest", { name: displayName })}</span>
                <button type="button" className={styles.link} onClick={() => setValue(`${path}.removed`, false, { shouldDirty: true })}>
                  {t("undoRemove")}
                </button>
              </li>
            );
          }
          return (
            <li key={guest.key} className={styles.guest} data-testid="guest">
              <div className={styles.guestHead}>
                <p className={styles.guestName}>
                  <strong>{displayName}</strong>
                  {guest.identity ? <span className={styles.hint}> · {guest.identity}</span> : null}
                  {saved?.registered_elsewhere ? (
                    <>
                      <br />
                      <span className={styles.hint}>{t("registeredElsewhere")}</span>
                    </>
                  ) : null}
                </p>
                {open || askRetype ? null : (
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-label={`${t("editGuest")}: ${displayName}`}
                    onClick={() => (guest.masked ? setRetyping((current) => new Set(current).add(guest.key)) : toggle(guest.key, true))}
                  >
                    {t("editGuest")}
                  </button>
                )}
              </div>
              <label className={styles.primaryChoice}>
                <input
                  type="radio"
                  value={guest.key}
                  data-invalid={roomErrors?.primaryKey ? "" : undefined}
                  {...register(`rooms.${roomIndex}.primaryKey`)}
                />
                <span>
                  {t("primaryGuest")}
                  <span className={styles.visuallyHidden}>: {displayName}</span>
                </span>
              </label>
              {askRetype ? (
                <Suspense fallback={null}>
                  <RetypeIdentity
                    inputId={`${guest.key}-retype`}
                    name={displayName}
                    masked={saved?.identity ?? ""}
                    t={t}
                    onRetyped={(identity) => {
                      setValue(`${path}.identity`, identity, { shouldDirty: true });
                      setValue(`${path}.masked`, false, { shouldDirty: true });
                      toggle(guest.key, true);
                    }}
                  />
                </Suspense>
              ) : null}
              {open ? (
                <>
                  {saved?.registered_elsewhere ? <p className={styles.hint}>{t("keptOnFile")}</p> : null}
                  <GuestEditor
                    path={path}
                    arrival={props.arrival}
                    roomIndex={roomIndex}
                    guestKey={guest.key}
                    lang={props.lang}
                    credential={props.credential}
                    t={t}
                    savedPhotoUrls={saved?.identity_image_urls ?? []}
                    photos={props.photos[guest.key] ?? []}
                    onAddPhoto={(blob) => props.onAddPhoto(guest.key, blob)}
                    onRemovePhoto={(id) => props.onRemovePhoto(guest.key, id)}
                    onRetryPhoto={(id) => props.onRetryPhoto(guest.key, id)}
                  />
                  <div className={styles.guestFooter}>
                    {/* Only the desk removes a guest someone else registered (the API refuses it to a link). */}
                    {saved?.registered_elsewhere ? (
                      <span />
                    ) : (
                      <button
                        type="button"
                        className={styles.danger}
                        onClick={() => {
                          setValue(`${path}.removed`, true, { shouldDirty: true });
                          toggle(guest.key, false);
                        }}
                      >
                        {t("removeGuest")}
                      </button>
                    )}
                    <button type="button" className={styles.secondary} onClick={() => toggle(guest.key, false)}>
                      {t("done")}
                    </button>
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
      <button type="button" className={styles.add} onClick={addGuest}>
        + {t("addGuest")}
      </button>
    </div>
  );
}
