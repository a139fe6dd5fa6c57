import fs from "node:fs";
import pg from "pg";
import { withDatabaseName } from "@/tests/support/postgres-urls";

/**
 * The two faults the Prometheus script causes in a running app, and what it needs to cause them:
 * its database refusing connections, and its check-in e-mail renderer (a child process) killed.
 */

/** One statement on a short-lived connection (the app's database may be refusing the script's pool too). */
export async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * The database away, as the app sees it: every connection refused (`ALLOW_CONNECTIONS false`,
 * which binds superusers too) and those it held ended. The server itself keeps running: the
 * machine's PostgreSQL serves others, and a fresh database cannot be stopped alone.
 */
export async function refuseConnections(serverUrl: string, database: string): Promise<number> {
  const admin = withDatabaseName(serverUrl, "postgres");
  await query(admin, `alter database "${database}" allow_connections false`);
  const ended = await query<{ ended: boolean }>(
    admin,
    "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [database],
  );
  return ended.length;
}

export async function allowConnections(serverUrl: string, database: string): Promise<void> {
  await query(withDatabaseName(serverUrl, "postgres"), `alter database "${database}" allow_connections true`);
}

/**
 * Keeps the renderer quiet while it is down: a scheduled e-mail falling due would start a new
 * one (and end the alert) by chance of the hour. Those due in the next `minutes` go an hour later.
 */
export async function postponeEmailsDueSoon(url: string, minutes: number): Promise<number> {
  const moved = await query(
    url,
    `update checkin_messages set next_attempt_at = next_attempt_at + interval '1 hour'
     where status = 'scheduled' and next_attempt_at <= now() + make_interval(mins => $1) returning id`,
    [minutes],
  );
  return moved.length;
}

/**
 * One scheduled invitation of the demo made due now, as the passing of time would: the next one
 * of a reserved booking at a property that sends them. Its id, to follow it until it is sent.
 */
export async function makeInvitationDue(url: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    url,
    `with chosen as (
       select m.id from checkin_messages m
       join bookings b on b.id = m.booking_id
       join properties p on p.id = m.property_id
       where m.status = 'scheduled' and m.kind = 'invitation' and m.next_attempt_at > now()
         and b.status = 'reserved' and p.checkin_messages_enabled
       order by m.next_attempt_at, m.id limit 1)
     update checkin_messages m set due_at = now(), next_attempt_at = now() from chosen where m.id = chosen.id
     returning m.id::text as id`,
  );
  if (!row) throw new Error("The demo has no scheduled invitation left to make due.");
  return row.id;
}

export async function messageStatus(url: string, id: string): Promise<string | undefined> {
  const [row] = await query<{ status: string }>(url, "select status from checkin_messages where id = $1", [id]);
  return row?.status;
}

/** E-mails due now and not yet sent (the demo's first ones, at start). */
export async function emailsDueNow(url: string): Promise<number> {
  const [row] = await query<{ due: number }>(
    url,
    "select count(*)::int as due from checkin_messages where status in ('scheduled', 'sending') and next_attempt_at <= now()",
  );
  return row!.due;
}

/** The renderer's pid among the app's descendants (server/checkin-messages/render-outside.ts starts it), if one runs. */
export function rendererPid(appPid: number): number | undefined {
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    let commandLine: string;
    try {
      commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    if (commandLine.includes("render-process/main.ts") && descendsFrom(pid, appPid)) return pid;
  }
  return undefined;
}

function descendsFrom(pid: number, ancestor: number): boolean {
  for (let current = pid; current > 1;) {
    if (current === ancestor) return true;
    try {
      // The fields after the command name (in parentheses, may hold spaces): the parent is the second.
      current = Number(fs.readFileSync(`/proc/${current}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
    } catch {
      return false;
    }
  }
  return false;
}
