import fs from "node:fs";

/** The live objects of one kind in a V8 heap snapshot: how many, and their own bytes. */
export interface HeapGroup {
  name: string;
  count: number;
  selfBytes: number;
}

interface HeapSnapshotFile {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/**
 * The objects of a `.heapsnapshot` grouped by what made them: an object by its constructor
 * (`Map`, `LRUCache`, `Histogram`), a function by its name, the rest by V8's kind (`(string)`,
 * `(code)`, `(array)`). Self size only: what a group holds itself, not what it keeps alive;
 * compared before and after a load, the group that grows is the one to read the code of.
 */
export function summarizeHeapSnapshot(file: string): Map<string, HeapGroup> {
  const snapshot = JSON.parse(fs.readFileSync(file, "utf8")) as HeapSnapshotFile;
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const groups = new Map<string, HeapGroup>();
  for (let node = 0; node < snapshot.nodes.length; node += width) {
    const type = types[snapshot.nodes[node + typeAt]!]!;
    const name = groupName(type, snapshot.strings[snapshot.nodes[node + nameAt]!]!);
    const group = groups.get(name) ?? { name, count: 0, selfBytes: 0 };
    group.count += 1;
    group.selfBytes += snapshot.nodes[node + sizeAt]!;
    groups.set(name, group);
  }
  return groups;
}

function groupName(type: string, name: string): string {
  if (type === "object") return name;
  if (type === "closure") return `(closure) ${name || "anonymous"}`;
  // A string's name is its text: a guest's name may be among them, and it says nothing of the kind.
  return `(${type})`;
}

/** The groups that grew most from `before` to `after`, in bytes of their own. */
export function heapGrowth(before: Map<string, HeapGroup>, after: Map<string, HeapGroup>, top: number) {
  const rows = [...after.values()].map((group) => {
    const earlier = before.get(group.name);
    return {
      name: group.name,
      count: group.count,
      countDelta: group.count - (earlier?.count ?? 0),
      selfBytes: group.selfBytes,
      bytesDelta: group.selfBytes - (earlier?.selfBytes ?? 0),
    };
  });
  return rows.sort((a, b) => b.bytesDelta - a.bytesDelta).slice(0, top);
}

export function totalBytes(groups: Map<string, HeapGroup>): number {
  let total = 0;
  for (const group of groups.values()) total += group.selfBytes;
  return total;
}
