"use client";

import { useMutation } from "@tanstack/react-query";

// The API call behind the card's "revoke" action: DELETE
// /api/v1/properties/{tenant_id}/bookings/{booking_id}/checkin-links. As with creating a link,
// the caller passes its own way of sending the request.

function checkinLinksPath(tenantId: string, bookingCode: string): string {
  return `/api/v1/properties/${encodeURIComponent(tenantId)}/bookings/${encodeURIComponent(bookingCode)}/checkin-links`;
}

/** `revoke` sends a DELETE to the path and resolves with the envelope's `data`, or rejects. */
export function useRevokeCheckinLinks(options: {
  tenantId: string;
  bookingCode: string;
  revoke(path: string): Promise<{ revoked: number }>;
}) {
  const { tenantId, bookingCode, revoke } = options;
  return useMutation({ mutationFn: () => revoke(checkinLinksPath(tenantId, bookingCode)) });
}
