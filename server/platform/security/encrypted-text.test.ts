import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptText, encryptText, isEncryptedText } from "./encrypted-text";

const key = randomBytes(32);

describe("encrypted text at rest", () => {
  it("opens with the key and context it was made with, and never shows the plaintext", () => {
    const stored = encryptText("whsec_c2VjcmV0", key, "webhook:1");
    expect(isEncryptedText(stored)).toBe(true);
    expect(stored).not.toContain("whsec_");
    expect(decryptText(stored, key, "webhook:1")).toBe("whsec_c2VjcmV0");
    expect(encryptText("whsec_c2VjcmV0", key, "webhook:1")).not.toBe(stored);
  });

  it("refuses another key, another context (a ciphertext moved to another row) and a changed byte", () => {
    const stored = encryptText("whsec_c2VjcmV0", key, "webhook:1");
    expect(() => decryptText(stored, randomBytes(32), "webhook:1")).toThrow();
    expect(() => decryptText(stored, key, "webhook:2")).toThrow();
    // One bit of the ciphertext flipped (a base64 character may only carry padding bits).
    const [iv, tag, ciphertext] = stored.slice("enc:v1:".length).split(".");
    const flipped = Buffer.from(ciphertext!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptText(`enc:v1:${iv}.${tag}.${flipped.toString("base64url")}`, key, "webhook:1")).toThrow();
    expect(() => decryptText("whsec_plain", key)).toThrow();
  });
});
