import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { FileStorage } from "./file-storage";
import { contentTypeOfKey, isStorageKey } from "./file-storage";

/** Files on the local disk, readable by the app's user only, written atomically. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly folder: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(this.folder, { recursive: true, mode: 0o700 });
    const temporary = path.join(this.folder, `.${randomUUID()}.tmp`);
    await fs.writeFile(temporary, data, { mode: 0o600 });
    await fs.rename(temporary, target);
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | undefined> {
    try {
      return { data: await fs.readFile(this.pathOf(key)), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error("not a storage key");
    return path.join(this.folder, key);
  }
}
