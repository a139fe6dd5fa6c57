import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newStorageKey } from "./file-storage";
import { LocalFileStorage } from "./local-file-storage";

describe("local file storage", () => {
  it("stores, reads and deletes a file readable by its owner only", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "files-"));
    const storage = new LocalFileStorage(folder);
    const key = newStorageKey("image/png");
    await storage.put(key, Buffer.from("png bytes"));
    expect((fs.statSync(path.join(folder, key)).mode & 0o777).toString(8)).toBe("600");
    expect(await storage.get(key)).toEqual({ data: Buffer.from("png bytes"), contentType: "image/png" });
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    fs.rmSync(folder, { recursive: true });
  });

  it("refuses any name it did not make, so nothing can walk out of its folder", async () => {
    const storage = new LocalFileStorage(os.tmpdir());
    await expect(storage.get("../etc/passwd")).rejects.toThrow();
    await expect(storage.put("x/../../y.jpg", Buffer.from(""))).rejects.toThrow();
  });
});
