import type { FieldErrors } from "react-hook-form";

// The form's errors as a flat list, and the first of them on the page for the guest's focus
// after a failed save. Kept apart from checkin-form.tsx: plain DOM and data, no React.

export interface FieldErrorEntry {
  path: string;
  type: string;
}

/** Every field error of react-hook-form's nested errors, by dot path ("rooms.0.guests.1.email"). */
export function fieldErrorsOf(errors: FieldErrors | undefined, prefix = ""): FieldErrorEntry[] {
  const found: FieldErrorEntry[] = [];
  for (const [key, value] of Object.entries(errors ?? {})) {
    if (!value || typeof value !== "object" || key === "ref") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const entry = value as { type?: unknown; message?: unknown };
    if (typeof entry.type === "string" && typeof entry.message === "string") found.push({ path, type: entry.type });
    else found.push(...fieldErrorsOf(value as FieldErrors, path));
  }
  return found;
}

/**
 * Fields to check again after the field `changed` changed: itself when it shows an error (so the
 * error goes as soon as it is fixed), and every error the form's own rules made, since they may
 * depend on other fields (a primary guest, a guest to check a room in). The server's errors stay
 * until their own field changes: only the server could say they are fixed.
 */
export function fieldsToRecheck(errors: FieldErrors, changed: string): string[] {
  return fieldErrorsOf(errors)
    .filter(({ path, type }) => path === changed || path.startsWith(`${changed}.`) || type !== "server")
    .map(({ path }) => path);
}

/**
 * Focuses the first field in error in page order (opening a closed <details> around it) and
 * scrolls it, with its label, into the part of the screen above the sticky save bar.
 */
export function focusFirstError(form: HTMLElement, bar: HTMLElement | null, fieldSelector: string): boolean {
  // data-invalid marks controls whose role has no aria-invalid (the primary guest's radios).
  const target = form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!target) return false;
  const details = target.closest("details");
  if (details && !details.open) details.open = true;
  target.focus({ preventScroll: true });
  const box = (target.closest(fieldSelector) ?? target).getBoundingClientRect();
  const barTop = bar?.getBoundingClientRect().top ?? window.innerHeight;
  const margin = 16;
  if (box.top < margin || box.bottom > barTop - margin) {
    // A third of the free space above it: the field sits high, clear of the bar and the keyboard.
    window.scrollBy({ top: box.top - Math.max(margin, Math.round((barTop - box.height) / 3)), behavior: "instant" });
  }
  return true;
}
