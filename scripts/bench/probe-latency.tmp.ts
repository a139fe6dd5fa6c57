import http from "node:http";
import { openApiBenchData } from "./api-bench-data";
import { node24Binary } from "./node24-binary";
import { startNextServer, stopServer } from "./next-server";

const url = process.env.DATABASE_URL!;
const which = process.argv[2] ?? "detail";
const flags = (process.argv[3] ?? "").split(" ").filter(Boolean);
const data = await openApiBenchData(url);
const app = await startNextServer(3360, { DATABASE_URL: url, RATE_LIMIT_DISABLED: "true", SEED_DEMO_ON_EMPTY: "false" }, undefined, { node: node24Binary(), nodeArgs: flags });
try {
  const t = data.targets("http://127.0.0.1:3360")[which as "detail"];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const run = async (rate: number, seconds: number) => {
    const total = rate * seconds; const started = performance.now(); const rec: [number, number][] = [];
    const ps: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait >= 1) await new Promise((r) => setTimeout(r, wait));
      const { path, body } = t.request(n);
      ps.push(new Promise<void>((resolve) => {
        const req = http.request(t.origin + path, { agent, method: t.method ?? "GET", headers: { ...t.headers, ...(body ? { "content-length": Buffer.byteLength(body) } : {}) } }, (res) => { res.resume(); res.on("end", () => { rec.push([due - started, performance.now() - due]); resolve(); }); });
        req.end(body);
      }));
    }
    await Promise.all(ps);
    return rec;
  };
  const RATE = Number(process.env.RATE ?? 300); await run(RATE, 5);
  const rec = await run(RATE, 10);
  const lat = rec.map((r) => r[1]).sort((a, b) => a - b);
  const p = (q: number) => lat[Math.floor(lat.length * q)]!.toFixed(1);
  console.log(`p50 ${p(0.5)} p90 ${p(0.9)} p99 ${p(0.99)} max ${lat[lat.length - 1]!.toFixed(1)}`);
  const bySec = new Map<number, number[]>();
  for (const [at, l] of rec) { const k = Math.floor(at / 500); (bySec.get(k) ?? bySec.set(k, []).get(k)!).push(l); }
  console.log([...bySec].map(([k, ls]) => `${k / 2}s:${Math.max(...ls).toFixed(0)}`).join(" "));
} finally { await stopServer(app); await data.close(); }
