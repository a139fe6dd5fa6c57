"use client";

// The desk calls the same /api/v1 handlers as partners (and a few /api/desk reads) with the
// receptionist's session cookie. State-changing requests echo the CSRF cookie in a header.

import { cookieValue } from "@/server/domain/cookie-header";

export type FieldErrors = Record<string, string[]>;

/** An answer of the API that was not a success, with its envelope (code, message, errors, extras). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code?: string; message?: string; errors?: FieldErrors; [extra: string]: unknown },
  ) {
    super(body.message ?? `Request failed (${status})`);
  }
  get code(): string | undefined {
    return this.body.code;
  }
  get fieldErrors(): FieldErrors {
    return this.body.errors ?? {};
  }
}

/** The session's CSRF token, which every desk write echoes (server/platform/auth/desk-csrf.ts). */
export function csrfToken(): string {
  const value = cookieValue(document.cookie, "desk_csrf");
  return value ? decodeURIComponent(value) : "";
}

export async function deskFetch<T>(path: string, init: { method?: string; body?: unknown; language?: string } = {}): Promise<T> {
  const method = init.method ?? "GET";
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.language) headers["accept-language"] = init.language;
  if (method !== "GET") headers["x-csrf-token"] = csrfToken();
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(path, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: "same-origin",
  });
  const body = (await response.json().catch(() => ({ message: response.statusText }))) as { success?: boolean; data?: T };
  if (response.status === 401 && !path.endsWith("/api/desk/session")) {
    // The session ended (expired, or signed out in another tab): a full load of the sign-in
    // page drops every cached booking of the old session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load is the point
    window.location.href = `/desk/sign-in?next=${encodeURIComponent(window.location.pathname)}`;
  }
  if (!response.ok || body.success === false) throw new ApiError(response.status, body as ApiError["body"]);
  return body.data as T;
}
