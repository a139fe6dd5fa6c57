// The floor for Get Booking Detail: a bare node:http server on a pg pool that runs the very
// SQL statements the app runs for one detail (captured by bench-api.ts) and answers their rows
// as JSON. No framework, no auth code, no mapping: what is left is the database and the wire.
import { createHash } from "node:crypto";
import http from "node:http";
import pg from "pg";

const { DATABASE_URL, BASELINE_PORT, BASELINE_QUERIES } = process.env;
// Named prepared statements, as the app runs its hot reads (server/platform/db/query-rows.ts).
const queries = (JSON.parse(BASELINE_QUERIES ?? "[]") as { sql: string; params: unknown[] }[]).map((query) => ({
  name: `b_${createHash("sha1").update(query.sql).digest("hex").slice(0, 20)}`,
  ...query,
}));
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });

http
  .createServer(async (_request, response) => {
    try {
      const results = [];
      // The app runs them in the same order, some in parallel; here one after another at most.
      for (const query of queries) results.push((await pool.query({ name: query.name, text: query.sql, values: query.params })).rows);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ success: true, data: results }));
    } catch (error) {
      response.writeHead(500);
      response.end(String(error));
    }
  })
  .listen(Number(BASELINE_PORT), "127.0.0.1", () => console.log("baseline listening"));
