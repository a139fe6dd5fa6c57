// Issue 20, item 5: the desk's short check-in link `/c/<short id>`. A copy of checkin_links held
// every live short id in the clear (each a bearer credential for its booking), and the redirect
// put the check-in token in its Location's path, where proxies log it.
//
// The flood of wrong ids (310 in 1.3 s made the next scan of a valid short link answer 429) is
// not replayed here: the reproductions' server runs with RATE_LIMIT_DISABLED=true, and the short
// link's limits follow that flag like every limit of the app (server/checkin/short-link-rate.ts),
// so nothing would be refused either way. app/c/[id]/short-link.security.test.ts shows it, limits on.
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import type { ReproductionKit } from "../reproduction-kit";

export async function reproduceShortLinks(kit: ReproductionKit): Promise<void> {
  const minted = await fetch(`${kit.HANOI}/bookings/HNCJM6F2/checkin-link`, kit.json(kit.partnerA, {}));
  if (!minted.ok) {
    const failed = `no link minted (${await kit.answerOf(minted)})`;
    await kit.check("the short id stored in the clear", "0 rows", async () => failed);
    await kit.check("the check-in token in the short link's redirect Location path", "fragment only", async () => failed);
    return;
  }
  const { data } = (await minted.json()) as { data: { short_url: string; token: string } };
  const shortId = new URL(data.short_url).pathname.split("/").pop()!;

  await kit.check("the short id stored in the clear", "0 rows", async () => {
    // Any column of any link, as text.
    const rows = await queryRows<{ id: string }>(kit.db, sql`select id from checkin_links l where l::text like ${`%${shortId}%`}`);
    return `${rows.length} rows`;
  });

  await kit.check("the check-in token in the short link's redirect Location path", "fragment only", async () => {
    const answer = await fetch(`${kit.origin}/c/${shortId}`, { redirect: "manual" });
    const location = answer.headers.get("location");
    if (answer.status !== 303 || !location) return `${answer.status}, no redirect`;
    const target = new URL(location, kit.origin);
    if ((target.pathname + target.search).includes(data.token)) return "in the path";
    return decodeURIComponent(target.hash.slice(1)) === data.token ? "fragment only" : "no token";
  });
}
