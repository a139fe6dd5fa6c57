import { AvailabilityPage } from "@/components/desk/availability-page";

export default function DeskAvailability() {
  return <AvailabilityPage />;
}
