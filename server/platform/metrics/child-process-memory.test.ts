import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { childProcessesResidentBytes } from "./child-process-memory";
import { metricsRegistry } from "./registry";

// The e-mail renderer is a child process whose memory Node's own metrics do not count.

const MB = 1024 * 1024;

describe("the child processes' resident memory", () => {
  it("counts a child's memory while it runs, and is scraped with Node's own", async () => {
    const before = childProcessesResidentBytes()!;
    // A child that holds 64 MB it has written to (so they are resident), and says so.
    const child = spawn(
      process.execPath,
      ["-e", "globalThis.held = Buffer.alloc(64 * 1024 * 1024, 1); process.send('holding'); setInterval(() => {}, 1000);"],
      {
        stdio: ["ignore", "ignore", "inherit", "ipc"],
      },
    );
    try {
      await once(child, "message");
      expect(childProcessesResidentBytes()! - before).toBeGreaterThan(64 * MB);
      const text = await metricsRegistry().metrics();
      const scraped = Number(text.match(/^lodging_child_processes_resident_memory_bytes (\d+)$/m)?.[1]);
      expect(scraped).toBeGreaterThan(64 * MB);
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    } finally {
      child.kill("SIGKILL");
      await once(child, "exit");
    }
    expect(childProcessesResidentBytes()!).toBeLessThan(before + 64 * MB);
  });
});
