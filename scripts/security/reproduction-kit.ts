// What every group of security reproductions is given: the running production app, the database
// behind it, two partner keys on the Hanoi demo property, and `check`, which records what the app
// answered beside what it must answer. Each group lives in scripts/security/reproductions/ and is
// called by scripts/security/reproductions.ts in turn.
import type { Database } from "@/server/platform/db/database";

export interface ReproductionKit {
  /** The app's origin (`http://127.0.0.1:PORT`) and its API base (`.../api/v1`). */
  origin: string;
  api: string;
  /** `${api}/properties/hanoi-old-quarter`. */
  HANOI: string;
  /** The database the app runs on (the demo fixture loaded). */
  db: Database;
  /** The PostgreSQL URL of that database. */
  databaseUrl: string;
  /** Keys with every scope on the Hanoi demo property, made by createApiKey. */
  partnerA: string;
  partnerB: string;
  /** Records one attack: `request` answers a Response (read as "status code") or a string of its own. */
  check(attack: string, expected: string, request: () => Promise<Response | string>): Promise<void>;
  /** A POST with a bearer key and a JSON body. */
  json(key: string, body: unknown, extra?: Record<string, string>): RequestInit;
  /** "status code" of an answer (the envelope's code, or its first invalid field). */
  answerOf(response: Response): Promise<string>;
}
