// npm run db:seed -- FILE.json [--reset]
// Loads a lodging-fixture/1 file into the configured database (PGlite, or PostgreSQL with DATABASE_URL).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { openDatabaseWithKeys } from "@/server/platform/security/key-source";
import { recordKeyChecks } from "@/server/platform/security/key-checks";
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

// Keys taken as the server takes them: said at start, refused in production without APP_SECRET or
// when the data was written with another key (server/platform/security/key-source.ts).
const open = await openDatabaseWithKeys();
try {
  const summary = await importFixture(open.db, input, { reset: values.reset });
  // --reset empties every table, the key checks with them: record again the key the secrets were just sealed with.
  await recordKeyChecks(open.db);
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
