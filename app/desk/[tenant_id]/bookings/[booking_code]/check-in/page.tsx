import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { CounterCheckinPage } from "@/components/desk/counter-checkin/counter-checkin-page";
import { guestFormMessagesOf } from "@/components/guest-form/i18n";
import { readDeskCheckinBooking } from "@/server/desk/read-desk-checkin-booking";

export const dynamic = "force-dynamic";

type PageProps = { params: Promise<{ tenant_id: string; booking_code: string }> };

/** Check-in at the counter: the booking read with the receptionist's session, the guest page's form in the desk. */
export default async function DeskCounterCheckin({ params }: PageProps) {
  const { tenant_id: tenantId, booking_code: code } = await params;
  const booking = await readDeskCheckinBooking({ pageHeaders: await headers(), tenantId, bookingCode: decodeURIComponent(code) });
  if (!booking) notFound();
  return <CounterCheckinPage booking={booking} messages={{ vi: guestFormMessagesOf("vi"), en: guestFormMessagesOf("en") }} />;
}
