import { describe, expect, it } from "vitest";
import { newStorageKey } from "./file-storage";
import { signIdentityImageUrl, verifyIdentityImageUrl } from "./signed-file-urls";

function parts(url: string) {
  const parsed = new URL(url, "http://localhost");
  return {
    key: decodeURIComponent(parsed.pathname.split("/").at(-1)!),
    params: {
      expires: parsed.searchParams.get("expires"),
      to: parsed.searchParams.get("to"),
      signature: parsed.searchParams.get("signature"),
    },
  };
}

describe("signed identity image URLs", () => {
  const key = newStorageKey("image/jpeg");
  const now = 1_800_000_000;
  const issuedTo = "api_key:Channel manager";

  it("verify until they expire, five minutes later, and say who they were issued to", () => {
    const { params } = parts(signIdentityImageUrl(key, { now, issuedTo }));
    expect(Number(params.expires)).toBe(now + 300);
    expect(verifyIdentityImageUrl(key, params, now + 299)).toEqual({ issuedTo });
    expect(verifyIdentityImageUrl(key, params, now + 301)).toBeUndefined();
  });

  it("refuse another key, a changed expiry, a changed holder and a changed signature", () => {
    const { params } = parts(signIdentityImageUrl(key, { now, issuedTo }));
    expect(verifyIdentityImageUrl(newStorageKey("image/jpeg"), params, now)).toBeUndefined();
    expect(verifyIdentityImageUrl(key, { ...params, expires: String(Number(params.expires) + 3600) }, now)).toBeUndefined();
    expect(verifyIdentityImageUrl(key, { ...params, to: "api_key:someone else" }, now)).toBeUndefined();
    expect(
      verifyIdentityImageUrl(key, { ...params, signature: params.signature!.replace(/^./, (c) => (c === "A" ? "B" : "A")) }, now),
    ).toBeUndefined();
    expect(verifyIdentityImageUrl(key, { ...params, expires: null }, now)).toBeUndefined();
  });
});
