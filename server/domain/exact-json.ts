import { isMoney } from "./money";

/**
 * JSON.stringify that writes exact decimals (money) as JSON numbers from their decimal
 * text, so 64.5 or 1300000 reach the client without passing through a binary float.
 */
export function stringifyJson(value: unknown): string {
  if (isMoney(value)) return value.toFixed();
  if (value === null || typeof value !== "object") {
    return JSON.stringify(value) ?? "null";
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? "null" : stringifyJson(item))).join(",")}]`;
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") {
    return stringifyJson((value as { toJSON(): unknown }).toJSON());
  }
  const members: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined || typeof member === "function") continue;
    members.push(`${JSON.stringify(key)}:${stringifyJson(member)}`);
  }
  return `{${members.join(",")}}`;
}
