import { BookingPage } from "@/components/desk/booking-page";

export default async function DeskBooking({ params }: { params: Promise<{ booking_code: string }> }) {
  const { booking_code: code } = await params;
  return <BookingPage code={decodeURIComponent(code)} />;
}
