"use client";

import { useReducer, useRef } from "react";
import type { Credential } from "./credential";
import { deletePhoto, setPhotoStaged, stillStaged, storePhoto, type StoredPhoto } from "./draft";
import { newGuestKey } from "./form-values";
import type { LocalPhoto } from "./id-photos";
import { newIdempotencyKey } from "./send-update";
import { stagePhoto } from "./stage-photo";

// The guest's ID photos on this phone, each sent ahead of the save as soon as it is taken
// (stage-photo.ts): the save waits for those still going up and names the staged ones by id
// instead of sending them again. The photos themselves are kept with the draft (draft.ts).

/** ID photos by the form's guest key. */
export type PhotosByGuest = Record<string, LocalPhoto[]>;

export type PhotoChange =
  | { kind: "add"; guestKey: string; photo: LocalPhoto }
  | { kind: "update"; guestKey: string; id: string; change: Partial<LocalPhoto> }
  | { kind: "remove"; guestKey: string; id: string }
  /** The draft's photos, after any already on the form. */
  | { kind: "restore"; photos: PhotosByGuest }
  | { kind: "clear" };

export function photosReducer(current: PhotosByGuest, change: PhotoChange): PhotosByGuest {
  switch (change.kind) {
    case "add":
      return { ...current, [change.guestKey]: [...(current[change.guestKey] ?? []), change.photo] };
    case "update":
      return {
        ...current,
        [change.guestKey]: (current[change.guestKey] ?? []).map((photo) =>
          photo.id === change.id ? { ...photo, ...change.change } : photo,
        ),
      };
    case "remove":
      return { ...current, [change.guestKey]: (current[change.guestKey] ?? []).filter((photo) => photo.id !== change.id) };
    case "restore": {
      const merged = { ...current };
      for (const [guestKey, list] of Object.entries(change.photos)) merged[guestKey] = [...(merged[guestKey] ?? []), ...list];
      return merged;
    }
    case "clear":
      return {};
  }
}

/** The draft's stored photos on the form, by guest; a staged copy is kept only while it has time left. */
export function restoredPhotos(stored: readonly StoredPhoto[], urlOf: (blob: Blob) => string, now = Date.now()): PhotosByGuest {
  const photos: PhotosByGuest = {};
  for (const photo of stored) {
    const sent = stillStaged(photo.staged?.expiresAt, now) ? photo.staged : undefined;
    photos[photo.guestKey] = [...(photos[photo.guestKey] ?? []), { id: photo.id, blob: photo.blob, url: urlOf(photo.blob), staged: sent }];
  }
  return photos;
}

/** What a new submission names by staged id: every photo staged with time left (the others go as files). */
export function stagedIdsToName(staged: Iterable<[string, { id: string; expiresAt: string }]>, now = Date.now()): Record<string, string> {
  return Object.fromEntries(
    [...staged].filter(([, sent]) => stillStaged(sent.expiresAt, now)).map(([photoId, sent]) => [photoId, sent.id]),
  );
}

/** The guest key a photo is under; undefined when it is no longer on the form. */
export function guestKeyOfPhoto(photos: PhotosByGuest, photoId: string): string | undefined {
  return Object.keys(photos).find((key) => photos[key]!.some((photo) => photo.id === photoId));
}

export function usePhotoStaging(input: { tenantId: string; bookingCode: string; credential: Credential; draftKey: string }) {
  const [photos, dispatch] = useReducer(photosReducer, {});
  // Photos going up ahead of the save, and the staged id of each one sent: the save waits for
  // the first and names the second (refs, since the save reads them after awaiting).
  const uploads = useRef(new Map<string, { done: Promise<void>; cancel: AbortController }>());
  const staged = useRef(new Map<string, { id: string; expiresAt: string }>());

  const change = (guestKey: string, id: string, photoChange: Partial<LocalPhoto>) =>
    dispatch({ kind: "update", guestKey, id, change: photoChange });
  const startUpload = (guestKey: string, photo: { id: string; blob: Blob }) => {
    staged.current.delete(photo.id);
    change(guestKey, photo.id, { staged: undefined, upload: { state: "sending", percent: 0 } });
    const cancel = new AbortController();
    const done = stagePhoto({
      signal: cancel.signal,
      tenantId: input.tenantId,
      bookingCode: input.bookingCode,
      credential: input.credential,
      blob: photo.blob,
      idempotencyKey: newIdempotencyKey(),
      onProgress: (fraction) => change(guestKey, photo.id, { upload: { state: "sending", percent: Math.round(fraction * 100) } }),
    })
      .then((outcome) => {
        if (outcome.kind === "cancelled") return;
        if (outcome.kind !== "staged") return change(guestKey, photo.id, { upload: { state: "failed" } });
        const sent = { id: outcome.id, expiresAt: outcome.expiresAt };
        staged.current.set(photo.id, sent);
        change(guestKey, photo.id, { staged: sent, upload: undefined });
        void setPhotoStaged(photo.id, sent);
      })
      .finally(() => {
        if (uploads.current.get(photo.id)?.cancel === cancel) uploads.current.delete(photo.id);
      });
    uploads.current.set(photo.id, { done, cancel });
  };

  return {
    photos,
    /** A photo just taken: on the form at once, stored with the draft, then sent ahead. */
    add(guestKey: string, blob: Blob) {
      const photo = { id: newGuestKey(), blob, url: URL.createObjectURL(blob) };
      dispatch({ kind: "add", guestKey, photo });
      // Stored before it goes up, so that the staged id has a record to land on.
      void storePhoto({ id: photo.id, draftKey: input.draftKey, guestKey, blob, addedAt: Date.now() }).then(() =>
        startUpload(guestKey, photo),
      );
    },
    remove(guestKey: string, id: string) {
      // A photo removed while it goes up stops going up (a save would otherwise wait for it).
      uploads.current.get(id)?.cancel.abort();
      dispatch({ kind: "remove", guestKey, id });
      void deletePhoto(id);
    },
    retry(guestKey: string, id: string) {
      const photo = photos[guestKey]?.find((candidate) => candidate.id === id);
      if (photo) startUpload(guestKey, photo);
    },
    /** The draft's photos, laid over the form after a reload; a photo not yet sent (or whose staged copy is about to expire) goes up now. */
    restore(stored: readonly StoredPhoto[]) {
      const restored = restoredPhotos(stored, (blob) => URL.createObjectURL(blob));
      for (const list of Object.values(restored)) for (const photo of list) if (photo.staged) staged.current.set(photo.id, photo.staged);
      dispatch({ kind: "restore", photos: restored });
      for (const [guestKey, list] of Object.entries(restored)) for (const photo of list) if (!photo.staged) startUpload(guestKey, photo);
    },
    /** A staged photo the API no longer takes goes up again; the next save names the new one. */
    restage(photoId: string) {
      const guestKey = guestKeyOfPhoto(photos, photoId);
      if (!guestKey) return;
      void setPhotoStaged(photoId, undefined);
      startUpload(
        guestKey,
        photos[guestKey]!.find((photo) => photo.id === photoId)!,
      );
    },
    /** Resolves once no photo is going up; `waiting` hears how many still are, before each wait. */
    async uploadsDone(waiting: (count: number) => void) {
      while (uploads.current.size > 0) {
        waiting(uploads.current.size);
        await Promise.race([...uploads.current.values()].map((upload) => upload.done));
      }
    },
    stagedIds: () => stagedIdsToName(staged.current),
    /** After a save: the staged photos are the booking's now. */
    forgetStaged: () => staged.current.clear(),
    discard: () => dispatch({ kind: "clear" }),
  };
}

export type PhotoStaging = ReturnType<typeof usePhotoStaging>;
