import { TodayPage } from "@/components/desk/today-page";

export default function DeskToday() {
  return <TodayPage />;
}
