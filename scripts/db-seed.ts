// npm run db:seed -- FILE.json [--reset]
// Loads a lodging-fixture/1 file into the configured database (PGlite, or PostgreSQL with DATABASE_URL).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { openConfiguredDatabase } from "@/server/platform/db/engines";
import { FixtureError } from "@/server/fixtures/fixture-error";
import { importFixture } from "@/server/fixtures/import-fixture";

const { values, positionals } = parseArgs({ options: { reset: { type: "boolean", default: false } }, allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error("Usage: npm run db:seed -- FILE.json [--reset]");
  process.exit(2);
}

let input: unknown;
try {
  input = JSON.parse(fs.readFileSync(file, "utf8"));
} catch (error) {
  console.error(`Cannot read ${file} as JSON: ${(error as Error).message}`);
  process.exit(1);
}

const open = await openConfiguredDatabase();
try {
  const summary = await importFixture(open.db, input, { reset: values.reset });
  console.log(
    `Loaded ${file} into ${open.engine}${values.reset ? " (after emptying it)" : ""}: ` +
      `${summary.properties} properties, ${summary.bookings} bookings, ${summary.bookingRooms} booking rooms, ` +
      `${summary.apiKeys} API keys, ${summary.staff} staff.`,
  );
} catch (error) {
  if (!(error instanceof FixtureError)) throw error;
  console.error(`Refused ${file}; nothing was written:\n${error.message}`);
  process.exitCode = 1;
} finally {
  await open.close();
}
