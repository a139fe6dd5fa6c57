import type Decimal from "decimal.js";

/**
 * What a server answer becomes once it is JSON (server/domain/exact-json.ts): exact decimals
 * (money) arrive as numbers. The desk types its reads of answers without a response schema
 * with this, from the function that builds them, so the two cannot drift apart.
 */
export type AsJson<T> = T extends Decimal
  ? number
  : T extends Date
    ? string
    : T extends readonly (infer Item)[]
      ? AsJson<Item>[]
      : T extends object
        ? { [Key in keyof T]: AsJson<T[Key]> }
        : T;
