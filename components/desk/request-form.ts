import { set, type FieldError, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

// The desk's forms are checked with the API's own request schemas: a form's values become the
// request the route handler would parse, the schema checks it (with the pure rules of
// server/bookings/rules where the form previews them), and every problem goes back to the form
// field it concerns. The API's 422 `errors` are placed on the same fields by the same map, so
// what the server says lands where the receptionist typed.

/** A form field's path → what is wrong with it. */
export type FormProblems = Record<string, string>;

/** Where a request's field (an API error's key, a zod issue's path) is typed in the form; undefined: nowhere in particular. */
export type FieldOf = (requestPath: string) => string | undefined;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code: string;
}

/** A schema's issues on the form's fields; each field keeps its first problem. `message` may say it in the desk's words. */
export function issueProblems(
  issues: readonly Issue[],
  fieldOf: FieldOf,
  message: (issue: Issue) => string = (issue) => issue.message,
): FormProblems {
  const problems: FormProblems = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String).join(".")) ?? "root.server";
    problems[field] ??= message(issue);
  }
  return problems;
}

/** A resolver from a check of the whole form: no problem, the values go on to the submit handler. */
export function problemsResolver<Values extends FieldValues>(check: (values: Values) => FormProblems): Resolver<Values> {
  return async (values) => {
    const problems = check(values);
    if (Object.keys(problems).length === 0) return { values, errors: {} };
    const errors: FieldErrors<Values> = {};
    for (const [path, message] of Object.entries(problems)) set(errors, path, { type: "validate", message } satisfies FieldError);
    return { values: {}, errors };
  };
}

/**
 * The API's 422 errors put on the form's fields. Returns whether any was placed: what the API
 * said of no field the form has goes under `root.server`, and any other failure stays the
 * mutation's to show.
 */
export function placeApiErrors<Values extends FieldValues>(error: unknown, setError: UseFormSetError<Values>, fieldOf: FieldOf): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fieldErrors);
  const elsewhere: string[] = [];
  for (const [requestPath, messages] of entries) {
    const field = fieldOf(requestPath);
    if (field) setError(field as Path<Values>, { type: "server", message: messages.join(" ") });
    else elsewhere.push(messages.join(" "));
  }
  if (elsewhere.length > 0) setError("root.server", { type: "server", message: elsewhere.join(" ") });
  return entries.length > 0;
}
