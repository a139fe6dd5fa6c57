import { ReceiptPage } from "@/components/desk/receipt-page";

export default async function DeskReceipt({ params }: { params: Promise<{ booking_code: string }> }) {
  const { booking_code: code } = await params;
  return <ReceiptPage code={decodeURIComponent(code)} />;
}
