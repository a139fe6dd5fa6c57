import { describe, expect, it } from "vitest";
import { newStorageKey } from "./file-storage";
import { signIdentityImageUrl, verifyIdentityImageSignature } from "./signed-file-urls";

function parts(url: string) {
  const parsed = new URL(url, "http://localhost");
  return { key: decodeURIComponent(parsed.pathname.split("/").at(-1)!), expires: parsed.searchParams.get("expires"), signature: parsed.searchParams.get("signature") };
}

describe("signed identity image URLs", () => {
  const key = newStorageKey("image/jpeg");
  const now = 1_800_000_000;

  it("verify until they expire, five minutes later", () => {
    const { expires, signature } = parts(signIdentityImageUrl(key, { now }));
    expect(Number(expires)).toBe(now + 300);
    expect(verifyIdentityImageSignature(key, expires, signature, now + 299)).toBe(true);
    expect(verifyIdentityImageSignature(key, expires, signature, now + 301)).toBe(false);
  });

  it("refuse another key, a changed expiry and a changed signature", () => {
    const { expires, signature } = parts(signIdentityImageUrl(key, { now }));
    expect(verifyIdentityImageSignature(newStorageKey("image/jpeg"), expires, signature, now)).toBe(false);
    expect(verifyIdentityImageSignature(key, String(Number(expires) + 3600), signature, now)).toBe(false);
    expect(verifyIdentityImageSignature(key, expires, signature!.replace(/^./, (c) => (c === "A" ? "B" : "A")), now)).toBe(false);
    expect(verifyIdentityImageSignature(key, null, signature, now)).toBe(false);
  });
});
