/**
 * True when `error`, or what it wraps (drizzle's "Failed query" keeps the driver's error in
 * `cause`), is PostgreSQL's unique violation (23505) of the index or constraint `name`: the last
 * guard of a rule a verb also checks first, which two transactions racing can both pass.
 */
export function isUniqueViolation(error: unknown, name: string, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, constraint, cause } = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (code === "23505" && constraint === name) return true;
  return isUniqueViolation(cause, name, depth + 1);
}
