import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startNextServer, stopServer } from "./next-server";

export interface DemoServer {
  child: ChildProcess;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/**
 * `next start` on an empty PGlite folder of its own, filled with the demo fixture when the server
 * starts (its published keys and staff passwords accepted): what the Lighthouse benchmarks audit.
 */
export async function startDemoServer(port: number, folderPrefix: string): Promise<DemoServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const child = await startNextServer(port, {
    DATABASE_URL: "",
    PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
    FILE_STORAGE_DIR: path.join(dataDir, "files"),
    NEXT_TELEMETRY_DISABLED: "1",
    SEED_DEMO_ON_EMPTY: "true",
    ALLOW_DEMO_CREDENTIALS: "true",
  }).catch((error: unknown) => {
    // A server that never answered leaves no folder behind either.
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    child,
    async stop() {
      await stopServer(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on now, for the benchmark's server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}
