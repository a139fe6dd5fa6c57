// Desk sign-in (issue 20, item 3) and links minted at the desk (item 7): guesses from one
// client, many guesses at once on one e-mail, the wait on an unknown e-mail, and a check-in link
// that outlives the staff member who made it. The app listens on 127.0.0.1; Linux answers on
// all of 127.0.0.0/8, so each "client" here is a connection from its own loopback address and
// the app, which has no TRUST_PROXY here, tells them apart by the socket as it would in
// production. The sign-in throttle does not follow RATE_LIMIT_DISABLED (docs/deploy.md), so it
// is on in this run. The demo's passwords are refused in production: these staff are made here.
import http from "node:http";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { hashPassword } from "@/server/platform/auth/passwords";
import { staffAccounts, staffMemberships, staffUsers } from "@/server/platform/db/schema";
import type { Database } from "@/server/platform/db/database";
import type { ReproductionKit } from "../reproduction-kit";

interface Staff {
  id: string;
  email: string;
  password: string;
}

/** A Hanoi staff user with a password nobody published, written as the fixture importer writes one. */
async function newHanoiStaff(db: Database, name: string): Promise<Staff> {
  const email = `${name}-${randomBytes(4).toString("hex")}@oldquarter.example`;
  const password = randomBytes(18).toString("base64url");
  const [user] = await db.insert(staffUsers).values({ email, name }).returning({ id: staffUsers.id });
  await db
    .insert(staffAccounts)
    .values({ userId: user!.id, accountId: user!.id, providerId: "credential", password: await hashPassword(password) });
  await db.insert(staffMemberships).values({ staffUserId: user!.id, propertyId: "hanoi-old-quarter" });
  return { id: user!.id, email, password };
}

/** A request from a connection whose own address is `from` (a loopback address). */
function send(
  from: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? "GET", headers: init.headers, localAddress: from }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          for (const one of Array.isArray(value) ? value : [value ?? ""]) headers.append(name, one);
        }
        resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 0, headers }));
      });
    });
    request.on("error", reject);
    request.end(init.body);
  });
}

/** `401 ×10, 429 ×15`: the statuses in order, runs counted. */
function runs(statuses: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < statuses.length;) {
    let j = i;
    while (j < statuses.length && statuses[j] === statuses[i]) j++;
    parts.push(`${statuses[i]} ×${j - i}`);
    i = j;
  }
  return parts.join(", ");
}

export async function reproduceDeskSignIn(kit: ReproductionKit): Promise<void> {
  const { origin, HANOI, db } = kit;
  const signIn = (from: string, email: string, password: string, extra: Record<string, string> = {}) =>
    send(from, `${origin}/api/desk/session`, {
      method: "POST",
      headers: { "content-type": "application/json", ...extra },
      body: JSON.stringify({ email, password }),
    });

  /** Signs in from `from` and mints a check-in link for HNCJM6F2 with the session, as the desk does. */
  const linkMintedBy = async (from: string, staff: Staff): Promise<string> => {
    const session = await signIn(from, staff.email, staff.password);
    if (session.status !== 200) throw new Error(`desk sign-in answered ${session.status}`);
    const cookies = session.headers.getSetCookie().map((line) => line.split(";")[0]!);
    const csrf = cookies.find((cookie) => cookie.startsWith("desk_csrf="))!.slice("desk_csrf=".length);
    const minted = await send(from, `${HANOI}/bookings/HNCJM6F2/checkin-link`, {
      method: "POST",
      headers: { cookie: cookies.join("; "), "x-csrf-token": csrf, "content-type": "application/json" },
      body: "{}",
    });
    return ((await minted.json()) as { data: { token: string } }).data.token;
  };
  const readAsGuest = (token: string) => fetch(`${HANOI}/bookings/HNCJM6F2`, { headers: { authorization: `Bearer ${token}` } });

  const leaver = await newHanoiStaff(db, "leaver");
  const removed = await newHanoiStaff(db, "removed");
  const receptionist = await newHanoiStaff(db, "receptionist");
  try {
    // Item 7: a link outlives neither its staff member's membership nor the staff member.
    const leaversLink = await linkMintedBy("127.0.0.3", leaver);
    const removedsLink = await linkMintedBy("127.0.0.3", removed);
    await kit.check("a link minted at the desk, its staff member still there", "200", () => readAsGuest(leaversLink));
    await db
      .delete(staffMemberships)
      .where(and(eq(staffMemberships.staffUserId, leaver.id), eq(staffMemberships.propertyId, "hanoi-old-quarter")));
    await kit.check("a link minted by a staff member who has left the property since", "401 UNAUTHENTICATED", () =>
      readAsGuest(leaversLink),
    );
    await db.delete(staffUsers).where(eq(staffUsers.id, removed.id));
    await kit.check("a link minted by a staff member removed since", "401 UNAUTHENTICATED", () => readAsGuest(removedsLink));

    // Item 3: one client guessing, each guess with a new forged X-Forwarded-For.
    await kit.check("25 wrong passwords from one client, each with its own forged X-Forwarded-For", "401 ×10, 429 ×15", async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 25; n++)
        statuses.push((await signIn("127.0.0.2", receptionist.email, `guess-${n}`, { "x-forwarded-for": `198.51.100.${n}` })).status);
      return runs(statuses);
    });
    await kit.check("the right password from that locked client", "429 RATE_LIMITED", () =>
      signIn("127.0.0.2", receptionist.email, receptionist.password),
    );
    await kit.check("the receptionist from her own desk meanwhile", "200", () =>
      signIn("127.0.0.4", receptionist.email, receptionist.password),
    );

    // Her e-mail has had 10 failures: each guess on it waits 1 s before its check, one at a time.
    await kit.check("8 parallel guesses on one e-mail from 8 clients", "401 ×1, 429 ×7", async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, n) => signIn(`127.0.1.${n + 1}`, receptionist.email, `parallel-${n}`)),
      );
      return runs(answers.map((answer) => answer.status).sort());
    });

    // An e-mail that is nobody's, failed 10 times from 10 clients, waits as a staff e-mail does.
    const nobody = `nobody-${randomBytes(4).toString("hex")}@oldquarter.example`;
    for (let n = 1; n <= 10; n++) await signIn(`127.0.2.${n}`, nobody, `guess-${n}`);
    await kit.check("an unknown e-mail after 10 failures, timed beside a staff e-mail's guess", "both slowed by 1 s or more", async () => {
      const timed = async (from: string, email: string) => {
        const started = performance.now();
        await signIn(from, email, "one-more-guess");
        return performance.now() - started;
      };
      const [unknown, staff] = [await timed("127.0.3.1", nobody), await timed("127.0.3.2", receptionist.email)];
      return unknown >= 1000 && staff >= 1000
        ? "both slowed by 1 s or more"
        : `unknown ${Math.round(unknown)} ms, staff ${Math.round(staff)} ms`;
    });
  } finally {
    // Later groups sign in from 127.0.0.1 and with their own e-mails: leave them no count.
    await db.delete(staffUsers).where(inArray(staffUsers.id, [leaver.id, receptionist.id]));
    await db.execute(sql`delete from sign_in_client_failures`);
    await db.execute(sql`delete from sign_in_email_failures`);
  }
}
