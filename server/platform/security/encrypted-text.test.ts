import { createCipheriv, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptText, encryptText, isEncryptedText, keyIdOf, UnknownKeyError } from "./encrypted-text";
import { kidOf, type Keyring } from "./keyring";

const key = randomBytes(32);

const ringOf = (current: Buffer, ...previous: Buffer[]): Keyring => {
  const keys = [current, ...previous].map((one) => ({ kid: kidOf(one), key: one }));
  return { current: keys[0]!, keys };
};

/** What the version before key ids wrote: `enc:v1:<iv>.<tag>.<ciphertext>`. */
function encryptV1(plaintext: string, one: Buffer, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", one, iv).setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `enc:v1:${[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url")).join(".")}`;
}

describe("encrypted text at rest", () => {
  it("opens with the key and context it was made with, names its key by id, and never shows the plaintext", () => {
    const stored = encryptText("whsec_c2VjcmV0", key, "webhook:1");
    expect(isEncryptedText(stored)).toBe(true);
    expect(stored.startsWith(`enc:v2:${kidOf(key)}:`)).toBe(true);
    expect(keyIdOf(stored)).toBe(kidOf(key));
    expect(stored).not.toContain("whsec_");
    expect(decryptText(stored, key, "webhook:1")).toBe("whsec_c2VjcmV0");
    expect(encryptText("whsec_c2VjcmV0", key, "webhook:1")).not.toBe(stored);
  });

  it("refuses another key, another context (a ciphertext moved to another row) and a changed byte", () => {
    const stored = encryptText("whsec_c2VjcmV0", key, "webhook:1");
    expect(() => decryptText(stored, randomBytes(32), "webhook:1")).toThrow();
    expect(() => decryptText(stored, key, "webhook:2")).toThrow();
    // One bit of the ciphertext flipped (a base64 character may only carry padding bits).
    const prefix = `enc:v2:${kidOf(key)}:`;
    const [iv, tag, ciphertext] = stored.slice(prefix.length).split(".");
    const flipped = Buffer.from(ciphertext!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptText(`${prefix}${iv}.${tag}.${flipped.toString("base64url")}`, key, "webhook:1")).toThrow();
    expect(() => decryptText("whsec_plain", key)).toThrow();
  });

  it("picks the ring's key by id, so a rotated key still opens what it wrote, and names a key the ring lacks", () => {
    const [older, newer] = [randomBytes(32), randomBytes(32)];
    const written = encryptText("answer", ringOf(older), "ctx");
    expect(decryptText(written, ringOf(newer, older), "ctx")).toBe("answer");
    expect(keyIdOf(encryptText("answer", ringOf(newer, older), "ctx"))).toBe(kidOf(newer));
    expect(() => decryptText(written, ringOf(newer), "ctx")).toThrow(UnknownKeyError);
    expect(() => decryptText(written, ringOf(newer), "ctx")).toThrow(kidOf(older));
  });

  it("still opens enc:v1: texts written before key ids, with the current or a previous key", () => {
    const [older, newer] = [randomBytes(32), randomBytes(32)];
    const legacy = encryptV1("whsec_old", older, "webhook:1");
    expect(decryptText(legacy, ringOf(newer, older), "webhook:1")).toBe("whsec_old");
    expect(() => decryptText(legacy, ringOf(newer), "webhook:1")).toThrow();
  });
});
