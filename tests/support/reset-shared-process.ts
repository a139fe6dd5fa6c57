import { freezeClock } from "@/server/domain/clock";

// Run before each test file of the project that shares its worker's modules (vitest.config.ts):
// what a file before it left process-wide is put back to what a fresh process has. The clock
// is the one such state the shared files change (freezeClock, in their hooks); the database is
// set by each file's setUpTestDatabase().
freezeClock(undefined);
