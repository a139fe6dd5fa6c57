"use client";

import { useMutation } from "@tanstack/react-query";

// The API call behind the check-in link card, usable by any feature: POST
// /api/v1/properties/{tenant_id}/bookings/{booking_id}/checkin-link (decisions.md). How the
// request is authenticated is the caller's business (the desk: its session cookie and CSRF
// header), so the caller passes its own `post`.

/** A guest's online check-in link, as the API answers it. */
export interface CheckinLink {
  url: string;
  /** `/c/<short id>`, redirecting to `url`: what the QR code, the SMS and the e-mail carry. */
  short_url: string;
  token: string;
  expires_at: string;
}

function checkinLinkPath(tenantId: string, bookingCode: string): string {
  return `/api/v1/properties/${encodeURIComponent(tenantId)}/bookings/${encodeURIComponent(bookingCode)}/checkin-link`;
}

/** `post` sends a POST to the path and resolves with the envelope's `data`, or rejects. */
export function useCreateCheckinLink(options: { tenantId: string; bookingCode: string; post(path: string): Promise<CheckinLink> }) {
  const { tenantId, bookingCode, post } = options;
  return useMutation({ mutationFn: () => post(checkinLinkPath(tenantId, bookingCode)) });
}
