"use client";

import { useState } from "react";
import { useFieldArray, useFormContext, useFormState, useWatch } from "react-hook-form";
import type { CheckinRoom } from "@/server/checkin/checkin-booking";
import { emptyGuest, newGuestKey, type CheckinFormValues } from "./form-values";
import { roomTitle } from "./format";
import { GuestEditor } from "./guest-editor";
import type { Lang, Translate } from "./translate";
import type { LocalPhoto } from "./id-photos";
import styles from "./checkin.module.css";

/** One room's guests: add one, edit or remove the ones there, and choose the primary guest. */
export function RoomGuests(props: {
  room: CheckinRoom;
  roomIndex: number;
  lang: Lang;
  token: string;
  t: Translate;
  photos: Record<string, LocalPhoto[]>;
  onAddPhoto(guestKey: string, blob: Blob): void;
  onRemovePhoto(guestKey: string, id: string): void;
  checkinOpen: boolean;
}) {
  const { room, roomIndex, t } = props;
  const { control, register, setValue, getValues } = useFormContext<CheckinFormValues>();
  const { fields, append } = useFieldArray({ control, name: `rooms.${roomIndex}.guests` });
  const guests = useWatch({ control, name: `rooms.${roomIndex}.guests` });
  const { errors } = useFormState({ control, name: `rooms.${roomIndex}` });
  const roomErrors = errors.rooms?.[roomIndex];
  // New guests start open (also when a draft brings them back); registered ones show a
  // one-line summary until edited. A guest with an error is always open.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const toggle = (key: string, open: boolean) => setToggled((current) => new Map(current).set(key, open));
  const title = roomTitle(room, t);

  const addGuest = () => {
    const key = newGuestKey();
    append(emptyGuest(key), { focusName: `rooms.${roomIndex}.guests.${fields.length}.name` });
    toggle(key, true);
    if (!getValues(`rooms.${roomIndex}.primaryKey`) || !getValues(`rooms.${roomIndex}.guests`).some((guest) => !guest.removed && guest.key === getValues(`rooms.${roomIndex}.primaryKey`))) {
      setValue(`rooms.${roomIndex}.primaryKey`, key);
    }
    if (props.checkinOpen && room.status !== "checked_in") setValue(`rooms.${roomIndex}.checkIn`, true);
  };

  return (
    <div className={styles.room}>
      <h3>{title}</h3>
      {roomErrors?.primaryKey?.message ? (
        <p className={styles.error} role="alert">
          {roomErrors.primaryKey.message}
        </p>
      ) : null}
      <ol className={styles.guestList}>
        {fields.map((field, guestIndex) => {
          const guest = guests[guestIndex] ?? field;
          const path = `rooms.${roomIndex}.guests.${guestIndex}` as const;
          const saved = room.guests.find((candidate) => candidate.id === guest.guestId);
          const hasErrors = !!roomErrors?.guests?.[guestIndex];
          const open = (toggled.get(guest.key) ?? guest.guestId === null) || hasErrors;
          const displayName = guest.name || t("newGuest");
          if (guest.removed) {
            return (
              <li key={field.id} className={styles.guestRemoved} data-testid="guest">
                <span>{t("removedGuest", { name: displayName })}</span>
                <button type="button" className={styles.link} onClick={() => setValue(`${path}.removed`, false, { shouldDirty: true })}>
                  {t("undoRemove")}
                </button>
              </li>
            );
          }
          return (
            <li key={field.id} className={styles.guest} data-testid="guest">
              <div className={styles.guestHead}>
                <p className={styles.guestName}>
                  <strong>{displayName}</strong>
                  {guest.identity ? <span className={styles.hint}> · {guest.identity}</span> : null}
                </p>
                {open ? null : (
                  <button type="button" className={styles.secondary} aria-label={`${t("editGuest")}: ${displayName}`} onClick={() => toggle(guest.key, true)}>
                    {t("editGuest")}
                  </button>
                )}
              </div>
              <label className={styles.primaryChoice}>
                <input type="radio" value={guest.key} {...register(`rooms.${roomIndex}.primaryKey`)} />
                <span>
                  {t("primaryGuest")}
                  <span className={styles.visuallyHidden}>: {displayName}</span>
                </span>
              </label>
              {open ? (
                <>
                  <GuestEditor
                    path={path}
                    roomIndex={roomIndex}
                    guestKey={guest.key}
                    lang={props.lang}
                    token={props.token}
                    t={t}
                    savedPhotoUrls={saved?.identity_image_urls ?? []}
                    photos={props.photos[guest.key] ?? []}
                    onAddPhoto={(blob) => props.onAddPhoto(guest.key, blob)}
                    onRemovePhoto={(id) => props.onRemovePhoto(guest.key, id)}
                  />
                  <div className={styles.guestFooter}>
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
