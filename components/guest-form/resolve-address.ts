import type { Credential } from "./credential";
import type { AddressCandidate } from "@/server/reference/address-candidate";

export type { AddressCandidate };

/** The API's bound on `q`; longer text would only earn a 422. */
const MAX_ADDRESS_TEXT = 300;

/**
 * The 2025 units an address names (GET /api/v1/reference/addresses/resolve), best first,
 * asked with the page's credential. Empty text asks nothing. The address is sent only in
 * the query string, which the API never logs.
 */
export async function resolveAddress(text: string, credential: Credential, signal?: AbortSignal): Promise<AddressCandidate[]> {
  const q = text.trim().slice(0, MAX_ADDRESS_TEXT);
  if (!q) return [];
  const response = await fetch(`/api/v1/reference/addresses/resolve?q=${encodeURIComponent(q)}`, {
    headers: credential,
    signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return ((await response.json()) as { data: AddressCandidate[] }).data;
}
