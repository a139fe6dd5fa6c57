import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Writes one raw message (RFC 822) as `<name>.eml` in `dir`, atomically: a temporary file
 * renamed into place, so a mail client or a test reading the folder never sees half a message.
 * Returns the file's path.
 */
export async function writeOutboxFile(dir: string, name: string, raw: Buffer): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.eml`);
  const temporary = path.join(dir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
  await fs.writeFile(temporary, raw, { mode: 0o600 });
  await fs.rename(temporary, file);
  return file;
}
