import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { currentDeskSession } from "@/server/staff/current-desk-session";

/** /desk: the first property of the signed-in staff user, or the sign-in page. */
export default async function DeskHome() {
  const session = await currentDeskSession(await headers());
  const first = session?.properties[0];
  redirect(first ? `/desk/${first.id}` : "/desk/sign-in");
}
