// A uuid as the database writes it (lowercase). What a signed token names is looked up in a uuid
// column, where any other text fails the query instead of missing: a token is checked first.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);
