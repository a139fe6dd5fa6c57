import { headers } from "next/headers";
import { TodayPage } from "@/components/desk/today-page";
import { readTodayForPage } from "@/server/desk/read-today-for-page";

/** Today, rendered with its board: the first paint shows the arrivals (the page refreshes them itself after). */
export default async function DeskToday({ params }: { params: Promise<{ tenant_id: string }> }) {
  const { tenant_id: tenant } = await params;
  return <TodayPage initial={await readTodayForPage(await headers(), tenant)} />;
}
