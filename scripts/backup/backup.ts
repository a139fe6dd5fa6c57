// npm run backup: a pg_dump (custom format) of DATABASE_URL into BACKUP_DIR (default
// .data/backups), safe while the app writes (docs/deploy.md, "Backups"). The last line is JSON:
// the file, its size and how long it took.
import path from "node:path";
import { backupDatabase, redact } from "./pg-dump-restore";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Set DATABASE_URL to the PostgreSQL database to back up. (PGlite: stop the app and copy PGLITE_DATA_DIR.)");
  process.exit(2);
}
const dir = path.resolve(process.env.BACKUP_DIR || path.join(".data", "backups"));
try {
  const result = await backupDatabase(url, dir);
  console.log(`Backed up ${redact(url)} to ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB, ${result.seconds.toFixed(1)} s).`);
  console.log(JSON.stringify(result));
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
