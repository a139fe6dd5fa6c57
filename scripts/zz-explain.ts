import { sql } from "drizzle-orm";
import { openPostgres } from "@/server/db/engines";
import { typeQuantitiesCtes } from "@/server/availability/room-type-quantities";
import { searchProperties } from "@/server/availability/search-properties";
import { searchRoomTypes } from "@/server/availability/search-room-types";
import { addDays, todayIn } from "@/server/domain/dates";
const open = await openPostgres(process.env.DATABASE_URL!, { migrate: false });
const which = process.argv[2]!;
const nights = Number(process.argv[3] ?? 7);
const checkinDate = addDays(todayIn("Asia/Ho_Chi_Minh"), Number(process.argv[4] ?? 10));
const checkoutDate = addDays(checkinDate, nights);
const ids = Array.from({ length: 1000 }, (_, i) => `bench-${String(i + 1).padStart(5, "0")}`);
// capture the SQL a search sends, explain it
const db = open.db as unknown as { execute: (q: unknown) => Promise<unknown> };
const original = db.execute.bind(db);
let captured: unknown[] = [];
db.execute = async (q: unknown) => { captured.push(q); return original(q); };
const ctx = { credential: { kind: "api_key", id: "x", name: "x" }, scopes: new Set(["properties:read"]), properties: which === "rt" ? "all" : new Set(ids) } as never;
for (let i = 0; i < 5; i++) {
  captured = [];
  const t0 = performance.now();
  if (which === "rt") await searchRoomTypes({ db: open.db, ctx, input: { tenantId: "bench-00001", query: { checkinDate, checkoutDate } as never } });
  else await searchProperties({ db: open.db, ctx, input: { checkinDate, checkoutDate } });
  console.log(`run ${i}: ${(performance.now() - t0).toFixed(1)} ms`);
}
for (const q of captured) {
  const r = (await original(sql`explain (analyze, buffers) ${q}`)) as { rows: Record<string, string>[] };
  console.log(r.rows.map((row) => Object.values(row)[0]).join("\n"));
  console.log("-----");
}
void typeQuantitiesCtes;
await open.close();
