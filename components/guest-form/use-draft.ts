"use client";

import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import { clearDraft, clearPhotos, loadDraft, loadPhotos, mergeDraft, saveDraft, type PendingSubmission, type StoredPhoto } from "./draft";
import type { CheckinFormValues } from "./form-values";

// The form's draft on this phone (draft.ts): laid over what the server rendered after hydration,
// kept a moment after typing stops, and the submission whose answer never arrived, so that a
// retry replays it with the same key instead of adding the guests again.

/** How long typing must pause before the draft is kept. */
const DRAFT_DELAY_MS = 250;

/**
 * The pending submission when this save repeats it (the same values and the same photos, so the
 * API may replay the first answer); undefined when the save is a new one.
 */
export function repeatedSubmission(
  previous: PendingSubmission | undefined,
  valuesJson: string,
  photoIds: readonly string[],
): PendingSubmission | undefined {
  return previous !== undefined && previous.valuesJson === valuesJson && previous.photoIds.join() === photoIds.join()
    ? previous
    : undefined;
}

export type DraftKeeping = ReturnType<typeof useDraft>;

export function useDraft(input: {
  booking: CheckinBooking;
  draftKey: string;
  form: Pick<UseFormReturn<CheckinFormValues>, "reset" | "subscribe">;
  /** The draft's stored photos, once read (none: not called). */
  onPhotos(stored: StoredPhoto[]): void;
}) {
  const { booking, draftKey } = input;
  const { reset, subscribe } = input.form;
  const submission = useRef<PendingSubmission | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [restored, setRestored] = useState(false);
  // Saving waits for hydration and for the draft's photos: a tap before would send the form
  // without them (or, without JavaScript, as a plain GET of the page).
  const [ready, setReady] = useState(false);

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
      input.onPhotos(stored);
    });
    return () => {
      cancelled = true;
    };
    // Once per form: a booking that changes what the form holds remounts it (CheckinApp's key), and
    // a refresh that changes nothing else (the payment's polling) must not lay the draft and its
    // photos over the form again. onPhotos only reads props that are fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey, reset]);

  // Every change is kept as the draft, a moment after typing stops.
  useEffect(() => {
    const stop = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => saveDraft(draftKey, { values: values as CheckinFormValues, submission: submission.current }),
          DRAFT_DELAY_MS,
        );
      },
    });
    return () => {
      clearTimeout(timer.current);
      stop();
    };
  }, [draftKey, subscribe]);

  return {
    /** A draft was laid over the form: the page offers to discard it. */
    restored,
    /** Hydrated, and the draft's photos are on the form: a save may start. */
    ready,
    /** The submission sent and not yet answered, if any (a ref: the save reads it after awaiting). */
    pending: () => submission.current,
    /** Keep `values` now, with the pending submission. */
    keep(values: CheckinFormValues) {
      saveDraft(draftKey, { values, submission: submission.current });
    },
    /** A submission about to go: kept with its values, so a retry after a reload replays it. */
    send(values: CheckinFormValues, pending: PendingSubmission) {
      submission.current = pending;
      saveDraft(draftKey, { values, submission: pending });
    },
    /** A definitive answer: the next attempt is a new submission with a key of its own. */
    answered() {
      submission.current = undefined;
    },
    /** The booking took the save: nothing is kept any more. */
    async saved() {
      // A draft save still waiting would bring back what was just stored.
      clearTimeout(timer.current);
      clearDraft(draftKey);
      await clearPhotos(draftKey);
      submission.current = undefined;
    },
    /** The guest discards the restored draft (the form then starts again from the booking). */
    discard() {
      clearDraft(draftKey);
      void clearPhotos(draftKey);
      submission.current = undefined;
      setRestored(false);
    },
  };
}
