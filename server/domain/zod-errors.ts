import type { z } from "zod";
import type { FieldErrors } from "./errors";

/** zod issues as the contract's `errors` object, keyed by dot path (`rooms.0.guests.records.1.email`). */
export function fieldErrorsFromZod(error: z.core.$ZodError): FieldErrors {
  // No prototype: a field named like one of Object's own (`valueOf`, `__proto__`) is a key
  // like any other, not an inherited method to push into.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const add = (path: PropertyKey[], message: string) => {
    const key = path.map(String).join(".") || "body";
    (errors[key] ??= []).push(message);
  };
  for (const issue of error.issues) {
    // An unknown field is reported on that field, not on the object that holds it.
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add([...issue.path, key], "This field is not part of the request.");
    } else {
      add(issue.path, issue.message);
    }
  }
  return errors;
}
