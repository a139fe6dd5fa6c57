import { BankTransfersPage } from "@/components/desk/bank-transfers-page";

export default function DeskTransfers() {
  return <BankTransfersPage />;
}
