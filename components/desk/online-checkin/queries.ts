"use client";

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { OnlineCheckin } from "@/server/domain/online-checkin";
import type { CheckinMessageSettings } from "@/server/desk/online-checkin/message-settings-schema";
import { deskFetch } from "../api-client";

// The online check-in's reads and writes (a booking's state, resend, stop; the manager's
// settings). After a resend or a stop the booking's panel and the Today board refetch.

const desk = (tenant: string) => `/api/desk/properties/${encodeURIComponent(tenant)}`;

export const onlineCheckinQueries = {
  booking: (tenant: string, code: string) =>
    queryOptions({
      queryKey: ["booking", tenant, code, "online-checkin"],
      queryFn: () => deskFetch<{ online_checkin: OnlineCheckin }>(`${desk(tenant)}/bookings/${code}/checkin-messages`),
    }),
  settings: (tenant: string) =>
    queryOptions({
      queryKey: ["settings", tenant, "checkin-messages"],
      queryFn: () => deskFetch<{ checkin_messages: CheckinMessageSettings }>(`${desk(tenant)}/checkin-message-settings`),
    }),
};

/** Resend now, or stop: the answer is the booking's online check-in after it. */
export function useCheckinMessagesAction(tenant: string, code: string, action: "resend" | "stop") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      deskFetch<{ online_checkin: OnlineCheckin }>(`${desk(tenant)}/bookings/${code}/checkin-messages/${action}`, { method: "POST" }),
    onSuccess: async (answer) => {
      client.setQueryData(onlineCheckinQueries.booking(tenant, code).queryKey, answer);
      await client.invalidateQueries({ queryKey: ["today", tenant] });
    },
  });
}

export function useSetCheckinMessageSettings(tenant: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckinMessageSettings) =>
      deskFetch<{ checkin_messages: CheckinMessageSettings }>(`${desk(tenant)}/checkin-message-settings`, { method: "PUT", body }),
    onSuccess: (answer) => client.setQueryData(onlineCheckinQueries.settings(tenant).queryKey, answer),
  });
}
