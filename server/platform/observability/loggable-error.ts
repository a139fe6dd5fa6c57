// What of an error may reach the log. A failed statement carries its bound parameters
// (drizzle's "Failed query: ... params: <guest name>,<identity number>"), and PostgreSQL's
// messages and details quote the values they choke on (`invalid input syntax for type date:
// "..."`, a CHECK violation's "Failing row contains (...)"): guests' data. The log keeps what
// locates the fault (SQLSTATE, constraint, table, column, the statement's text, the stack) and
// drops every value.

/** Fields of a database error that name things of the schema, never a value. */
const SCHEMA_FIELDS = ["severity", "schema", "table", "column", "dataType", "constraint", "routine"] as const;
const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
const MAX_MESSAGE = 500;
const MAX_QUERY = 2000;
const MAX_DEPTH = 4;
const FAILED_QUERY = "Failed query:";

export type LoggableError = Record<string, unknown>;

/**
 * An error as the log may hold it: its class name, code (SQLSTATE or errno), the schema names a
 * database error gives, the parameterized statement without its parameters, the message with
 * quoted values removed, the stack without its message line, and the same of its cause. A
 * string (an error's message passed on its own) gets the message treatment.
 */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (typeof error === "string") return { message: loggableMessage(error) };
  if (typeof error !== "object" || error === null) return { thrown: typeof error };
  const source = error as Record<string, unknown>;
  const entry: LoggableError = {};
  if (typeof source.name === "string") entry.name = source.name;
  if (typeof source.code === "string" || typeof source.code === "number") entry.code = source.code;
  for (const field of SCHEMA_FIELDS) if (typeof source[field] === "string") entry[field] = source[field];
  if (typeof source.query === "string") entry.query = source.query.slice(0, MAX_QUERY);
  if (typeof source.message === "string") {
    // drizzle's message repeats the statement, which `query` already holds.
    entry.message = entry.query !== undefined && source.message.startsWith(FAILED_QUERY) ? "Failed query" : loggableMessage(source.message);
  }
  if (typeof source.stack === "string") entry.stack = stackFrames(source.stack);
  if (depth < MAX_DEPTH && source.cause !== undefined) entry.cause = loggableError(source.cause, depth + 1);
  if (depth < MAX_DEPTH && Array.isArray(source.errors)) {
    entry.errors = source.errors.slice(0, 5).map((inner: unknown) => loggableError(inner, depth + 1));
  }
  return entry;
}

/** Without drizzle's parameters; the statement it names is parameterized text and is kept. */
function loggableMessage(message: string): string {
  const [text] = message.split("\nparams:");
  if (text!.startsWith(FAILED_QUERY)) return text!.slice(0, MAX_QUERY);
  return text!.replace(QUOTED, '"…"').slice(0, MAX_MESSAGE);
}

/** The "at ..." lines only: the first lines of a stack repeat the message. */
function stackFrames(stack: string): string {
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}
