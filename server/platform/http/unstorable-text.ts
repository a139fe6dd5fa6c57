import { ValidationError, type FieldErrors } from "@/server/domain/errors";
import { isStorableText } from "@/server/domain/storable-text";

// Text PostgreSQL cannot store (server/domain/storable-text.ts) is refused where text enters the
// app (JSON bodies, the multipart data part, path and query parameters), once, rather than
// schema by schema.
const MESSAGE = "Text cannot contain the NUL character (U+0000) or an unpaired UTF-16 surrogate.";
/** Enough to show the caller the problem; a body full of them gets no larger an answer. */
const MAX_REPORTED = 20;

/**
 * The dot paths (`rooms.0.guests.records.1.name`) of every string in `roots` that cannot be
 * stored, keys included. Walked with a stack, not recursion: JSON.parse accepts nesting far
 * deeper than the call stack.
 */
function unstorableTextErrors(roots: Iterable<readonly [string, unknown]>): FieldErrors {
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  let reported = 0;
  const stack: [string, unknown][] = [...roots].map(([path, value]) => [path, value]);
  while (stack.length > 0 && reported < MAX_REPORTED) {
    const [path, value] = stack.pop()!;
    if (typeof value === "string") {
      if (!isStorableText(value)) {
        errors[path || "body"] = [MESSAGE];
        reported++;
      }
    } else if (typeof value === "object" && value !== null) {
      for (const [key, member] of Object.entries(value)) {
        const memberPath = path === "" ? key : `${path}.${key}`;
        if (!isStorableText(key)) {
          errors[memberPath] = [MESSAGE];
          reported++;
        }
        stack.push([memberPath, member]);
      }
    }
  }
  return errors;
}

/** 422 on the paths of the text that cannot be stored, if there is any. */
export function assertStorableText(roots: Iterable<readonly [string, unknown]>): void {
  const errors = unstorableTextErrors(roots);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
