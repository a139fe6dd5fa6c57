import { describe, expect, it } from "vitest";
import type { StoredPhoto } from "./draft";
import type { LocalPhoto } from "./id-photos";
import { guestKeyOfPhoto, photosReducer, restoredPhotos, stagedIdsToName, type PhotosByGuest } from "./use-photo-staging";

// The hook's state and decisions without a DOM: what the form holds of the photos after each
// change, which restored photos keep their staged copy, and which staged ids a save names.

const NOW = Date.parse("2026-11-26T10:00:00Z");
const minutesFromNow = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const blob = new Blob(["jpeg"]);
const photo = (id: string, extra: Partial<LocalPhoto> = {}): LocalPhoto => ({ id, blob, url: `blob:${id}`, ...extra });

describe("photosReducer", () => {
  it("adds a guest's photos in order, beside other guests'", () => {
    let state: PhotosByGuest = {};
    state = photosReducer(state, { kind: "add", guestKey: "a", photo: photo("1") });
    state = photosReducer(state, { kind: "add", guestKey: "a", photo: photo("2") });
    state = photosReducer(state, { kind: "add", guestKey: "b", photo: photo("3") });
    expect(state).toEqual({ a: [photo("1"), photo("2")], b: [photo("3")] });
  });

  it("changes one photo's upload and staged copy, leaving the others", () => {
    const state = { a: [photo("1"), photo("2")] };
    const sending = photosReducer(state, { kind: "update", guestKey: "a", id: "2", change: { upload: { state: "sending", percent: 40 } } });
    expect(sending.a).toEqual([photo("1"), photo("2", { upload: { state: "sending", percent: 40 } })]);
    const staged = photosReducer(sending, {
      kind: "update",
      guestKey: "a",
      id: "2",
      change: { staged: { id: "stg", expiresAt: "x" }, upload: undefined },
    });
    expect(staged.a![1]).toEqual({ ...photo("2"), staged: { id: "stg", expiresAt: "x" }, upload: undefined });
    expect(state.a[1]).toEqual(photo("2"));
  });

  it("removes a photo, and clears them all", () => {
    const state = { a: [photo("1"), photo("2")], b: [photo("3")] };
    expect(photosReducer(state, { kind: "remove", guestKey: "a", id: "1" })).toEqual({ a: [photo("2")], b: [photo("3")] });
    expect(photosReducer(state, { kind: "clear" })).toEqual({});
  });

  it("lays restored photos after those already on the form", () => {
    const state = { a: [photo("new")] };
    expect(photosReducer(state, { kind: "restore", photos: { a: [photo("old")], b: [photo("3")] } })).toEqual({
      a: [photo("new"), photo("old")],
      b: [photo("3")],
    });
  });
});

describe("restoredPhotos", () => {
  it("groups the draft's photos by guest, keeping a staged copy only while it has more than ten minutes left", () => {
    const stored: StoredPhoto[] = [
      { id: "1", draftKey: "d", guestKey: "a", blob, addedAt: 1, staged: { id: "stg-1", expiresAt: minutesFromNow(30) } },
      { id: "2", draftKey: "d", guestKey: "a", blob, addedAt: 2, staged: { id: "stg-2", expiresAt: minutesFromNow(5) } },
      { id: "3", draftKey: "d", guestKey: "b", blob, addedAt: 3 },
    ];
    expect(restoredPhotos(stored, () => "blob:url", NOW)).toEqual({
      a: [
        { id: "1", blob, url: "blob:url", staged: { id: "stg-1", expiresAt: minutesFromNow(30) } },
        { id: "2", blob, url: "blob:url", staged: undefined },
      ],
      b: [{ id: "3", blob, url: "blob:url", staged: undefined }],
    });
  });
});

describe("stagedIdsToName", () => {
  it("names every photo staged with time left, by its staged id", () => {
    const staged = new Map([
      ["1", { id: "stg-1", expiresAt: minutesFromNow(60) }],
      ["2", { id: "stg-2", expiresAt: minutesFromNow(9) }],
    ]);
    expect(stagedIdsToName(staged, NOW)).toEqual({ "1": "stg-1" });
  });
});

describe("guestKeyOfPhoto", () => {
  it("finds the guest a photo is under, or nothing once it is gone", () => {
    const photos = { a: [photo("1")], b: [photo("2"), photo("3")] };
    expect(guestKeyOfPhoto(photos, "3")).toBe("b");
    expect(guestKeyOfPhoto(photos, "4")).toBeUndefined();
  });
});
