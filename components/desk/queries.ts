"use client";

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingHistory } from "@/server/bookings/history/get-booking-history";
import type {
  CancelRoomRequest,
  ChangeRoomDatesRequest,
  ChangeRoomRateRequest,
  CheckOutRoomRequest,
} from "@/server/bookings/room-operation-schemas";
import type { UpdateBookingRequest } from "@/server/bookings/update-booking/schema";
import type { RoomUnits } from "@/server/desk/list-room-units";
import { deskFetch } from "./api-client";
import type { PropertyAvailability } from "@/server/availability/search-properties";
import type { RoomTypeAvailability } from "@/server/availability/search-room-types";
import type { BookingSource } from "@/server/booking-sources/list-direct-booking-sources";
import type { BookingDetail } from "@/server/bookings/booking-detail-schema";
import type { BookingSummary } from "@/server/desk/booking-summaries";
import type { BookingLedger } from "@/server/desk/get-booking-ledger";
import type { CatalogService } from "@/server/desk/list-catalog-services";
import type { TodayAtDesk } from "@/server/desk/read-today";
import type { CreateBookingRequest } from "./new-booking/new-booking-form";
import type { CreatePaymentRequestBody, PaymentRequestAnswer } from "@/server/payments/schemas";
import type { BankAccountRequest, BankAccountView } from "@/server/payments/bank-account-schema";
import type { SepayReceiverView } from "@/server/payments/sepay-receiver";
import type { KeepOverpaymentBody, RecordRefundBody } from "@/server/payments/overpayment-schemas";

// Every read and write of the desk, as TanStack Query options and mutations. After any change
// to a booking, everything under ["booking", tenant, code] and the Today board is refetched.

const v1 = (tenant: string) => `/api/v1/properties/${encodeURIComponent(tenant)}`;
const desk = (tenant: string) => `/api/desk/properties/${encodeURIComponent(tenant)}`;

export const deskQueries = {
  today: (tenant: string) =>
    queryOptions({ queryKey: ["today", tenant], queryFn: () => deskFetch<TodayAtDesk>(`${desk(tenant)}/today`), refetchInterval: 60_000 }),
  search: (tenant: string, q: string) =>
    queryOptions({
      queryKey: ["search", tenant, q],
      queryFn: () => deskFetch<BookingSummary[]>(`${desk(tenant)}/bookings?q=${encodeURIComponent(q)}`),
      enabled: q.trim().length >= 2,
    }),
  booking: (tenant: string, code: string) =>
    queryOptions({
      queryKey: ["booking", tenant, code, "detail"],
      queryFn: () => deskFetch<BookingDetail>(`${v1(tenant)}/bookings/${code}`),
    }),
  ledger: (tenant: string, code: string) =>
    queryOptions({
      queryKey: ["booking", tenant, code, "ledger"],
      queryFn: () => deskFetch<BookingLedger>(`${desk(tenant)}/bookings/${code}/ledger`),
    }),
  history: (tenant: string, code: string) =>
    queryOptions({
      queryKey: ["booking", tenant, code, "history"],
      queryFn: () => deskFetch<BookingHistory>(`${v1(tenant)}/bookings/${code}/history?limit=100`),
    }),
  roomUnits: (tenant: string, code: string, roomId: string) =>
    queryOptions({
      queryKey: ["booking", tenant, code, "units", roomId],
      queryFn: () => deskFetch<RoomUnits>(`${desk(tenant)}/bookings/${code}/rooms/${roomId}/units`),
    }),
  services: (tenant: string) =>
    queryOptions({
      queryKey: ["services", tenant],
      queryFn: () => deskFetch<CatalogService[]>(`${desk(tenant)}/services`),
      staleTime: 600_000,
    }),
  sources: (tenant: string, language: string) =>
    queryOptions({
      queryKey: ["sources", tenant, language],
      queryFn: () => deskFetch<BookingSource[]>(`${v1(tenant)}/booking-sources`, { language }),
      staleTime: 600_000,
    }),
  roomTypes: (tenant: string, search: { checkin: string; checkout: string; adults: number; children: number }) =>
    queryOptions({
      queryKey: ["room-types", tenant, search],
      queryFn: () =>
        deskFetch<RoomTypeAvailability[]>(
          `${v1(tenant)}/room_types/search?checkin_date=${search.checkin}&checkout_date=${search.checkout}&occ_adults=${search.adults}&occ_children=${search.children}`,
        ),
    }),
  bankAccount: (tenant: string) =>
    queryOptions({
      queryKey: ["settings", tenant, "bank-account"],
      queryFn: () => deskFetch<{ bank_account: BankAccountView | null }>(`${desk(tenant)}/bank-account`),
    }),
  sepayReceiver: (tenant: string) =>
    queryOptions({
      queryKey: ["settings", tenant, "sepay-receiver"],
      queryFn: () => deskFetch<SepayReceiverView>(`${desk(tenant)}/sepay-key`),
    }),
  properties: (search: { checkin: string; checkout: string }) =>
    queryOptions({
      queryKey: ["properties", search],
      queryFn: () =>
        deskFetch<PropertyAvailability[]>(`/api/v1/properties/search?checkin_date=${search.checkin}&checkout_date=${search.checkout}`),
    }),
};

function useBookingMutation<Input>(tenant: string, code: string, send: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["booking", tenant] }),
        client.invalidateQueries({ queryKey: ["today", tenant] }),
        client.invalidateQueries({ queryKey: ["search", tenant] }),
      ]),
  });
}

const roomPath = (tenant: string, code: string, roomId: string, action: string) =>
  `${v1(tenant)}/bookings/${code}/rooms/${roomId}/${action}`;

export function useCheckOutRoom(tenant: string, code: string) {
  return useBookingMutation(tenant, code, ({ roomId, body }: { roomId: string; body: CheckOutRoomRequest }) =>
    deskFetch<BookingDetail>(roomPath(tenant, code, roomId, "checkout"), { method: "POST", body }),
  );
}

export function useChangeRoomRate(tenant: string, code: string) {
  return useBookingMutation(tenant, code, ({ roomId, body }: { roomId: string; body: ChangeRoomRateRequest }) =>
    deskFetch<BookingDetail>(roomPath(tenant, code, roomId, "rate"), { method: "POST", body }),
  );
}

export function useCancelRoom(tenant: string, code: string) {
  return useBookingMutation(tenant, code, ({ roomId, body }: { roomId: string; body: CancelRoomRequest }) =>
    deskFetch<{ status: string }>(roomPath(tenant, code, roomId, "cancel"), { method: "POST", body }),
  );
}

/** Update Booking (JSON body, no files): payments and services from the desk. */
export function useUpdateBooking(tenant: string, code: string) {
  return useBookingMutation(tenant, code, (body: UpdateBookingRequest) =>
    deskFetch<BookingDetail>(`${v1(tenant)}/bookings/${code}/update`, { method: "POST", body }),
  );
}

/** Remove Service (extension): one service line off a room, by its own id, with an optional reason. */
export function useRemoveService(tenant: string, code: string) {
  return useBookingMutation(tenant, code, (input: { roomId: string; lineId: string; reason: string }) =>
    deskFetch<BookingDetail>(roomPath(tenant, code, input.roomId, `services/${encodeURIComponent(input.lineId)}/remove`), {
      method: "POST",
      body: { reason: input.reason.trim() || null },
    }),
  );
}

/** Create Booking from the desk ("New booking"): everything the board and the searches show may change. */
export function useCreateBooking(tenant: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingRequest) => deskFetch<BookingDetail>(`${v1(tenant)}/bookings`, { method: "POST", body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["today", tenant] }),
        client.invalidateQueries({ queryKey: ["room-types", tenant] }),
        client.invalidateQueries({ queryKey: ["search", tenant] }),
      ]),
  });
}

/** Create a payment request (VietQR): the code for the guest to scan; the booking's reads refetch when money arrives. */
export function useCreatePaymentRequest(tenant: string, code: string) {
  return useMutation({
    mutationFn: (body: CreatePaymentRequestBody) =>
      deskFetch<PaymentRequestAnswer>(`${v1(tenant)}/bookings/${code}/payment-requests`, { method: "POST", body }),
  });
}

/** Record a refund (extension): money given back to the guest of an overpaid booking. */
export function useRecordRefund(tenant: string, code: string) {
  return useBookingMutation(tenant, code, (body: RecordRefundBody) =>
    deskFetch<BookingDetail>(`${v1(tenant)}/bookings/${code}/refunds`, { method: "POST", body }),
  );
}

/** Keep an overpayment as the guest's credit (desk, a manager's decision). */
export function useKeepOverpayment(tenant: string, code: string) {
  return useBookingMutation(tenant, code, (body: KeepOverpaymentBody) =>
    deskFetch<BookingDetail>(`${desk(tenant)}/bookings/${code}/kept-overpayments`, { method: "POST", body }),
  );
}

/** Change Booking Room Dates: extend or shorten a room's stay (a checked-in room keeps its check-in). */
export function useChangeRoomDates(tenant: string, code: string) {
  return useBookingMutation(tenant, code, ({ roomId, body }: { roomId: string; body: ChangeRoomDatesRequest }) =>
    deskFetch<BookingDetail>(roomPath(tenant, code, roomId, "dates"), { method: "POST", body }),
  );
}

/** The property's bank account (a manager's settings): save it (PUT) or remove it (`null`: DELETE). */
/** A new SePay key (answered once, in `key`), or none (`generate` false: the receiver off). */
export function useSetSepayKey(tenant: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (generate: boolean) =>
      deskFetch<SepayReceiverView & { key?: string }>(`${desk(tenant)}/sepay-key`, {
        method: generate ? "POST" : "DELETE",
        body: generate ? {} : undefined,
      }),
    // The key stays out of the cache: only the answer of this mutation holds it, while the page shows it.
    onSuccess: ({ receiver_url, key_set_at }) =>
      client.setQueryData(deskQueries.sepayReceiver(tenant).queryKey, { receiver_url, key_set_at }),
  });
}

export function useSetBankAccount(tenant: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountRequest | null) =>
      deskFetch<{ bank_account: BankAccountView | null }>(
        `${desk(tenant)}/bank-account`,
        body ? { method: "PUT", body } : { method: "DELETE" },
      ),
    onSuccess: (answer) => client.setQueryData(deskQueries.bankAccount(tenant).queryKey, answer),
  });
}
