import { GuestRegisterPage } from "@/components/desk/guest-register-page";

export default function DeskGuestRegister() {
  return <GuestRegisterPage />;
}
