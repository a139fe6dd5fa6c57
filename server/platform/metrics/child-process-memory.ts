import fs from "node:fs";

/**
 * Resident memory, in bytes, of the processes `pid` started and theirs in turn (Linux /proc):
 * the e-mail renderer (server/checkin-messages/render-outside.ts) is one. Node's
 * process_resident_memory_bytes counts its own process only, and the renderer's 110-170 MB
 * were the instance's last creep. Undefined where /proc is not (macOS, Windows).
 */
export function childProcessesResidentBytes(pid = process.pid): number | undefined {
  if (!fs.existsSync(`/proc/${pid}/status`)) return undefined;
  return childrenOf(pid).reduce((sum, child) => sum + residentBytes(child) + (childProcessesResidentBytes(child) ?? 0), 0);
}

function childrenOf(pid: number): number[] {
  try {
    // Children started by the main thread (spawn from JavaScript runs there).
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return []; // ended meanwhile
  }
}

function residentBytes(pid: number): number {
  try {
    const kilobytes = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/)?.[1];
    return Number(kilobytes ?? 0) * 1024;
  } catch {
    return 0; // ended meanwhile
  }
}
