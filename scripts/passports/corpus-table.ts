import os from "node:os";
import type { Scored } from "./score-readings";

// The bench's figures for every corpus side by side: size; number and name read right, read
// wrong, not read; the median and slowest time to read (a photo the reader answered) and to refuse
// (a photo it gave up on); and the machine's load, since the times are the machine's as much as
// the reader's. For the unreadable corpus "not read" is the right answer and "wrong" a false reading.

export interface CorpusRun {
  name: string;
  seed: number;
  scored: Scored[];
  /** Photos no one can read: refusing is right. */
  unreadable?: boolean;
}

export interface MachineLoad {
  cpus: number;
  atStart: number[];
  atEnd: number[];
}

export const machineLoadNow = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

const seconds = (ms: number | undefined) => (ms === undefined ? "-" : (ms / 1000).toFixed(2));

function medianAndSlowest(times: number[]): string {
  if (!times.length) return "- / -";
  const sorted = [...times].sort((a, b) => a - b);
  const median = (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
  return `${seconds(median)} / ${seconds(sorted.at(-1))}`;
}

function row(run: CorpusRun): string[] {
  const { scored } = run;
  const count = (field: "number" | "name", outcome: Scored["number"]) => scored.filter((each) => each[field] === outcome).length;
  const triple = (field: "number" | "name") => `${count(field, "right")} / ${count(field, "wrong")} / ${count(field, "not read")}`;
  const percent = scored.length
    ? `${((100 * (run.unreadable ? count("number", "not read") : count("number", "right"))) / scored.length).toFixed(1)} %`
    : "-";
  const read = scored.filter((each) => each.number !== "not read").map((each) => each.ms);
  const refused = scored.filter((each) => each.number === "not read").map((each) => each.ms);
  return [
    `${run.name} (seed ${run.seed})`,
    String(scored.length),
    triple("number"),
    triple("name"),
    `${percent}${run.unreadable ? " refused" : ""}`,
    medianAndSlowest(read),
    medianAndSlowest(refused),
  ];
}

export function corpusTable(runs: CorpusRun[], load: MachineLoad): string {
  const header = [
    "corpus",
    "photos",
    "number right / wrong / not read",
    "name right / wrong / not read",
    "number right",
    "read: median / slowest s",
    "refuse: median / slowest s",
  ];
  const rows = [header, ...runs.map(row)];
  const widths = header.map((_, column) => Math.max(...rows.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  return [
    line(header),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...rows.slice(1).map(line),
    `load average (1, 5, 15 min) at start ${load.atStart.join(", ")}, at end ${load.atEnd.join(", ")}; ${load.cpus} CPUs`,
    `"unreadable": photos without a readable zone; "not read" is right there, "wrong" a false reading.`,
  ].join("\n");
}
