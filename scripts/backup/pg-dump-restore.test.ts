import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { withDatabaseName } from "@/tests/support/postgres-urls";
import { backupDatabase, redact, restoreDatabase, restoreTargetUrl } from "./pg-dump-restore";

describe("restore target", () => {
  it("takes a URL as it is and a bare name as a database on DATABASE_URL's server", () => {
    expect(restoreTargetUrl("postgres://u@db:5432/copy", undefined)).toBe("postgres://u@db:5432/copy");
    expect(restoreTargetUrl("copy", "postgres://u:secret@db:5432/live?sslmode=require")).toBe(
      "postgres://u:secret@db:5432/copy?sslmode=require",
    );
    expect(() => restoreTargetUrl("copy", undefined)).toThrow(/set DATABASE_URL/);
  });

  it("never shows a password in messages", () => {
    expect(redact("postgres://u:secret@db:5432/copy")).toBe("postgres://u:***@db:5432/copy");
  });
});

// pg_dump and pg_restore against the PostgreSQL of the CI's second run (DATABASE_URL).
const serverUrl = process.env.DATABASE_URL;
describe.runIf(serverUrl?.startsWith("postgres"))("backup and restore on PostgreSQL", () => {
  const source = withDatabaseName(serverUrl ?? "postgres://x/x", `backup_test_${process.pid}`);
  const copy = withDatabaseName(serverUrl ?? "postgres://x/x", `backup_test_${process.pid}_copy`);
  let dir = "";
  const admin = async (url: string, text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    for (const url of [source, copy])
      await admin(withDatabaseName(url, "postgres"), `drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("restores the rows into a new database and refuses one that holds tables", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
    await admin(withDatabaseName(source, "postgres"), `create database "${new URL(source).pathname.slice(1)}"`);
    await admin(source, "create table stays (code text primary key); insert into stays values ('A1'), ('B2')");

    const backup = await backupDatabase(source, dir);
    expect(fs.readdirSync(dir)).toEqual([path.basename(backup.file)]);
    const restored = await restoreDatabase(backup.file, copy);
    expect(restored.created).toBe(true);
    expect(await admin(copy, "select code from stays order by code")).toEqual([{ code: "A1" }, { code: "B2" }]);

    await expect(restoreDatabase(backup.file, source)).rejects.toThrow(/not empty/);
    await expect(restoreDatabase(backup.file, copy, 2)).rejects.toThrow(/not empty/);
  });
});
