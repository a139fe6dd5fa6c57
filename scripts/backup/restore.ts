// npm run restore -- <backup file> <database URL or name>: pg_restore into a new database (made
// when missing; one that holds tables is refused). A bare name is a database on DATABASE_URL's
// server. RESTORE_JOBS=N loads with N parallel jobs (a large database on a server with cores to
// spare). The last line is JSON: the target (without its password) and how long it took.
import { redact, restoreDatabase, restoreTargetUrl } from "./pg-dump-restore";

const [file, target] = process.argv.slice(2);
if (!file || !target) {
  console.error("Usage: npm run restore -- <backup file> <new database URL or name>");
  process.exit(2);
}
try {
  const jobs = Number(process.env.RESTORE_JOBS || 1);
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error("RESTORE_JOBS is a whole number, 1 or more.");
  const result = await restoreDatabase(file, restoreTargetUrl(target, process.env.DATABASE_URL), jobs);
  console.log(`Restored ${file} into ${redact(result.url)}${result.created ? " (created)" : ""} in ${result.seconds.toFixed(1)} s.`);
  console.log(JSON.stringify({ ...result, url: redact(result.url) }));
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
