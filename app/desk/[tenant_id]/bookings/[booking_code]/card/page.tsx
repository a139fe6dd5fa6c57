import { RegistrationCardPage } from "@/components/desk/registration-card/registration-card-page";

export default async function DeskRegistrationCard({ params }: { params: Promise<{ booking_code: string }> }) {
  const { booking_code: code } = await params;
  return <RegistrationCardPage code={decodeURIComponent(code)} />;
}
