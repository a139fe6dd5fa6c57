// npm run fault:standby: a hot standby that serves the searches and takes over from the primary.
// Makes a primary PostgreSQL cluster of its own (initdb, port 5441, in a temporary folder; the
// machine's 5432 is not touched) and a streaming standby of it (pg_basebackup -R, port 5442),
// synchronous (synchronous_standby_names = '*': a commit is acknowledged once the standby has
// it on disk). Runs `next start` with DATABASE_URL on the primary and DATABASE_READ_URL on the
// standby, and shows that
//   - the availability searches are read on the standby (its table-scan counters rise),
//   - a booking made on the primary shows in the standby's search within the replication lag;
//     with the standby's replay paused (a lagging standby), its search still offers the room
//     just sold, and booking it answers 422: the write counts the nights again on the primary,
//     so a stale search never oversells; two clients booking the last room at once get one 201
//     and one 422,
//   - the replication lag while bookings are written (replay lag and bytes behind),
//   - failover: the primary crashes (pg_ctl stop -m immediate) under load, the standby is
//     promoted (pg_ctl promote) and the app restarted on it; every booking whose 201 a client
//     got is there (0 lost), and no night is sold beyond its rooms.
// Prints the lag, the lost writes and the failover seconds; exits non-zero when a check fails.
// The clusters are stopped and their folder removed at the end, also on failure or Ctrl-C.
import fs from "node:fs";
import type { ChildProcess } from "node:child_process";
import { addDays, todayIn } from "@/server/domain/dates";
import { openPostgres } from "@/server/platform/db/engines";
import { ensureBuild, startNextServer, stopServer } from "../bench/next-server";
import { query } from "./app-faults";
import { createBookingBody, DEMO_HEADERS, FAMILY_SUITE, startBookingLoad } from "./booking-load";
import { appendSettings, cluster, clusterRoot, initCluster, pgProgram, startCluster, stopCluster } from "./postgres-cluster";

const basePgPort = Number(process.env.STANDBY_PG_PORT ?? 5441); // the primary; the standby on the next
const port = Number(process.env.FAULT_PORT ?? 3710);
const origin = `http://127.0.0.1:${port}`;
const DATABASE = "lodging";
const appEnv = {
  SEED_DEMO_ON_EMPTY: "true",
  ALLOW_DEMO_CREDENTIALS: "true",
  RATE_LIMIT_DISABLED: "true",
  WEBHOOK_DISPATCHER: "off",
  LOG_LEVEL: "warn",
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const root = clusterRoot("lodging-standby-");
const primary = cluster(root, "primary", basePgPort);
const standby = cluster(root, "standby", basePgPort + 1);
let app: ChildProcess | undefined;
// One clean-up, however many ask for it (Ctrl-C, then npm's SIGTERM, then the finally): each
// waits for its end, so a second signal does not exit while the clusters are still running.
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await stopServer(app);
    stopCluster(standby, "immediate");
    stopCluster(primary, "immediate");
    fs.rmSync(root, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
}

async function waitFor(what: string, done: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await done()) return performance.now() - started;
    await sleep(10);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s.`);
}

/** Table scans (sequential and by index) the server has counted in the app's database: what its own clients read. */
async function scans(url: string): Promise<number> {
  const [row] = await query<{ scans: string }>(
    url,
    "select coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0)::bigint as scans from pg_stat_user_tables",
  );
  return Number(row!.scans);
}

/** Rooms of the Family Suite Search Room Type offers for one night (read on the standby). */
async function familySuitesOffered(night: string): Promise<number> {
  const response = await fetch(
    `${origin}/api/v1/properties/${FAMILY_SUITE.tenant}/room_types/search?checkin_date=${night}&checkout_date=${addDays(night, 1)}`,
    { headers: DEMO_HEADERS },
  );
  if (response.status !== 200) throw new Error(`Search Room Type answered ${response.status}.`);
  const body = (await response.json()) as { data: { room_types: { id: string; quantity: number } }[] };
  return body.data.find((item) => item.room_types.id === FAMILY_SUITE.roomTypeId)?.room_types.quantity ?? 0;
}

function bookFamilySuite(night: string, guest: string): Promise<number> {
  return fetch(`${origin}/api/v1/properties/${FAMILY_SUITE.tenant}/bookings`, {
    method: "POST",
    headers: DEMO_HEADERS,
    body: createBookingBody(FAMILY_SUITE, night, guest),
  }).then((r) => r.status);
}

const percentile = (values: number[], p: number) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]! : NaN;

const started = performance.now();
let failed = true;
try {
  console.log(`primary on ${primary.port}, standby on ${standby.port}, in ${root}`);
  initCluster(primary, {
    wal_level: "replica",
    max_wal_senders: 4,
    hot_standby: "on",
    hot_standby_feedback: "on",
    max_connections: 60,
    shared_buffers: "'64MB'",
  });
  startCluster(primary);
  pgProgram("pg_basebackup", [
    "-h",
    "127.0.0.1",
    "-p",
    String(primary.port),
    "-U",
    "postgres",
    "-D",
    standby.dir,
    "-R",
    "-X",
    "stream",
    "-c",
    "fast",
  ]);
  appendSettings(standby, { port: standby.port });
  // Synchronous after the copy, so the standby's own settings do not wait for a standby of its own once promoted.
  await query(primary.url("postgres"), "alter system set synchronous_standby_names = '*'");
  await query(primary.url("postgres"), "select pg_reload_conf()");
  startCluster(standby);
  await waitFor(
    "the standby streaming synchronously",
    async () => {
      const rows = await query<{ state: string; sync_state: string }>(
        primary.url("postgres"),
        "select state, sync_state from pg_stat_replication",
      );
      return rows.some((row) => row.state === "streaming" && row.sync_state === "sync");
    },
    30_000,
  );
  await query(primary.url("postgres"), `create database ${DATABASE}`);
  await (await openPostgres(primary.url(DATABASE))).close(); // migrates; the app loads the demo at its start

  ensureBuild();
  app = await startNextServer(port, { ...appEnv, DATABASE_URL: primary.url(DATABASE), DATABASE_READ_URL: standby.url(DATABASE) });

  // 1. The searches are read on the standby.
  const standbyScansBefore = await scans(standby.url(DATABASE));
  const night = addDays(todayIn("Asia/Ho_Chi_Minh"), 360); // beyond the load's nights
  for (let i = 0; i < 20; i++) await familySuitesOffered(night);
  let standbyScans = 0;
  await waitFor(
    "the standby's scan counters rising",
    async () => (standbyScans = (await scans(standby.url(DATABASE))) - standbyScansBefore) > 0,
    15_000,
  ).catch(() => undefined);
  const [{ connections } = { connections: 0 }] = await query<{ connections: number }>(
    standby.url(DATABASE),
    "select count(*)::int as connections from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()",
    [DATABASE],
  );

  // 2. A booking shows in the standby's search within the lag; a search read behind the primary
  // (replay paused on the standby, as a lagging one would be) still offers the last room, and
  // booking it is refused (422) because the write counts the nights again on the primary; and
  // two clients booking the last room at once get one 201 and one 422.
  const offeredBefore = await familySuitesOffered(night);
  const firstStatus = await bookFamilySuite(night, "Standby check 1");
  const visibleMs = await waitFor(
    "the booking showing in the standby's search",
    async () => (await familySuitesOffered(night)) === offeredBefore - 1,
    10_000,
  ).catch(() => Infinity);
  await query(standby.url(DATABASE), "select pg_wal_replay_pause()");
  const lastRoomStatus = await bookFamilySuite(night, "Standby check 2");
  const offeredStale = await familySuitesOffered(night);
  const staleBookingStatus = await bookFamilySuite(night, "Standby check 3");
  await query(standby.url(DATABASE), "select pg_wal_replay_resume()");
  await waitFor("the sold-out night showing in the standby's search", async () => (await familySuitesOffered(night)) === 0, 10_000).catch(
    () => undefined,
  );
  const offeredAfter = await familySuitesOffered(night);
  const nextNight = addDays(night, 1);
  await bookFamilySuite(nextNight, "Standby check 4");
  const raceStatuses = (
    await Promise.all([bookFamilySuite(nextNight, "Standby check 5"), bookFamilySuite(nextNight, "Standby check 6")])
  ).sort();
  const soldPerNight = await query<{ night: string; booked: number }>(
    primary.url(DATABASE),
    `select n::date::text as night, count(br.id)::int as booked from unnest(array[$2::date, $3::date]) as n
       left join booking_rooms br on br.room_type_id = $1 and br.status in ('confirmed', 'checked_in') and br.checkin_date <= n and br.checkout_date > n
     group by n order by n`,
    [FAMILY_SUITE.roomTypeId, night, nextNight],
  );
  const booked = soldPerNight.map((row) => row.booked).join(",");

  // 3. Replication lag while bookings are written (and searched on the standby).
  const load = startBookingLoad(origin, 4);
  const searchStatuses: number[] = [];
  let searching = true;
  const searcher = (async () => {
    while (searching) {
      searchStatuses.push(
        await familySuitesOffered(addDays(night, -300)).then(
          () => 200,
          () => 0,
        ),
      );
      await sleep(50);
    }
  })();
  const lagMs: number[] = [];
  const lagBytes: number[] = [];
  const lagUntil = Date.now() + 6000;
  while (Date.now() < lagUntil) {
    const [row] = await query<{ bytes: string; replay_ms: number | null }>(
      primary.url("postgres"),
      "select pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::bigint as bytes, extract(epoch from replay_lag) * 1000 as replay_ms from pg_stat_replication",
    );
    if (row) {
      lagBytes.push(Number(row.bytes));
      if (row.replay_ms !== null) lagMs.push(Number(row.replay_ms));
    }
    await sleep(100);
  }
  searching = false;
  await searcher;

  // 4. Failover: the primary crashes under load; the standby is promoted and the app pointed at it.
  const crashAt = Date.now();
  const ackedBeforeCrash = load.acks.length;
  console.log(`crashing the primary (pg_ctl stop -m immediate) with ${ackedBeforeCrash} bookings acknowledged ...`);
  stopCluster(primary, "immediate");
  pgProgram("pg_ctl", ["-D", standby.dir, "-w", "-t", "60", "promote"]);
  await stopServer(app);
  const oldAppStoppedAt = Date.now();
  app = await startNextServer(port, { ...appEnv, DATABASE_URL: standby.url(DATABASE) });
  await waitFor("a booking acknowledged after the failover", async () => load.acks.some((ack) => ack.at >= oldAppStoppedAt), 60_000).catch(
    () => undefined,
  );
  const firstAfter = load.acks.find((ack) => ack.at >= oldAppStoppedAt);
  const failoverSeconds = firstAfter ? (firstAfter.at - crashAt) / 1000 : Infinity;
  await sleep(2000);
  await load.stop();

  const promotedUrl = standby.url(DATABASE);
  const present = await query<{ code: string }>(promotedUrl, "select code from bookings where code = any($1::text[])", [
    load.acks.map((ack) => ack.code),
  ]);
  const lost = load.acks.length - present.length;
  const [{ oversold } = { oversold: -1 }] = await query<{ oversold: number }>(
    promotedUrl,
    "select count(*)::int as oversold from room_type_nights k join room_types rt on rt.id = k.room_type_id where k.rooms > rt.units",
  );
  const [{ recovering } = { recovering: true }] = await query<{ recovering: boolean }>(
    promotedUrl,
    "select pg_is_in_recovery() as recovering",
  );

  const lag = {
    p50_ms: percentile(lagMs, 0.5),
    max_ms: percentile(lagMs, 1),
    p50_bytes: percentile(lagBytes, 0.5),
    max_bytes: percentile(lagBytes, 1),
  };
  const checks = [
    { name: "searches read on the standby: its table scans rose by", value: standbyScans, ok: standbyScans > 0 },
    { name: "the app's connections on the standby", value: connections, ok: connections > 0 },
    {
      name: `first Family Suite booking (201), then shown in the standby's search after (ms; offered ${offeredBefore} -> ${offeredBefore - 1})`,
      value: `${firstStatus}, ${visibleMs.toFixed(0)}`,
      ok: firstStatus === 201 && Number.isFinite(visibleMs),
    },
    {
      name: "with replay paused: the last room booked (201), the stale standby still offers, booking it again answers (422)",
      value: `${lastRoomStatus}, ${offeredStale}, ${staleBookingStatus}`,
      ok: lastRoomStatus === 201 && offeredStale === 1 && staleBookingStatus === 422,
    },
    { name: "replay resumed: rooms offered on the standby that night", value: offeredAfter, ok: offeredAfter === 0 },
    {
      name: "the last room booked twice at once: answers (one 201, one 422)",
      value: raceStatuses.join(","),
      ok: raceStatuses.join(",") === "201,422",
    },
    {
      name: `Family Suite rooms sold per night on the primary (it has ${offeredBefore})`,
      value: booked,
      ok: booked === `${offeredBefore},${offeredBefore}`,
    },
    {
      name: "searches on the standby under load answered 200",
      value: `${searchStatuses.filter((s) => s === 200).length}/${searchStatuses.length}`,
      ok: searchStatuses.length > 0 && searchStatuses.every((s) => s === 200),
    },
    {
      name: "replication lag under load, replay p50/max ms; bytes behind p50/max",
      value: `${lag.p50_ms.toFixed(1)}/${lag.max_ms.toFixed(1)}; ${lag.p50_bytes}/${lag.max_bytes}`,
      ok: lagBytes.length > 0,
    },
    { name: "bookings acknowledged before the crash", value: ackedBeforeCrash, ok: ackedBeforeCrash > 0 },
    { name: `bookings acknowledged in all (${load.acks.length}) missing after promotion (lost)`, value: lost, ok: lost === 0 },
    {
      name: "failover: crash to the first 201 on the promoted standby (s)",
      value: failoverSeconds.toFixed(1),
      ok: Number.isFinite(failoverSeconds),
    },
    { name: "the promoted standby is a primary (not in recovery)", value: !recovering, ok: !recovering },
    { name: "nights sold beyond their rooms after failover", value: oversold, ok: oversold === 0 },
  ];
  for (const check of checks) console.log(`${check.ok ? "ok  " : "FAIL"} ${check.name}: ${check.value}`);
  failed = checks.some((check) => !check.ok);
  console.log(
    JSON.stringify({
      standby_scans: standbyScans,
      booking_visible_on_standby_ms: Math.round(visibleMs),
      stale_search_booking_answer: staleBookingStatus,
      last_room_race_answers: raceStatuses,
      lag,
      acked: load.acks.length,
      acked_before_crash: ackedBeforeCrash,
      lost,
      failover_seconds: Number(failoverSeconds.toFixed(1)),
      answers: Object.fromEntries(load.statuses),
      script_seconds: Number(((performance.now() - started) / 1000).toFixed(0)),
    }),
  );
} catch (error) {
  console.error(`FAIL ${(error as Error).message}`);
  for (const target of [primary, standby]) {
    if (fs.existsSync(target.log))
      console.error(`--- ${target.log} (last lines)\n${fs.readFileSync(target.log, "utf8").split("\n").slice(-15).join("\n")}`);
  }
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
