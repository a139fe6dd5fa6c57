/**
 * The headers that carry the caller's credential on every request of the check-in form: a guest
 * link's `authorization: Bearer <token>`, or at the desk the session's CSRF token (the session
 * cookie goes by itself). The form never needs to know which.
 */
export type Credential = Readonly<Record<string, string>>;
