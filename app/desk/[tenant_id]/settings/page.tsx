import { DeskSettingsPage } from "@/components/desk/settings/settings-page";

export default function DeskSettings() {
  return <DeskSettingsPage />;
}
