// npm run db:migrate: applies the migrations in drizzle/ to the configured database.
import { openConfiguredDatabase } from "@/server/platform/db/engines";

const open = await openConfiguredDatabase();
await open.close();
console.log(`Migrations applied (${open.engine}${process.env.DATABASE_URL ? "" : `, ${process.env.PGLITE_DATA_DIR ?? ".data/pglite"}`}).`);
