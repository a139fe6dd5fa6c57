import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { literalGlob, testFilesNeedingIsolation } from "./test-files-needing-isolation";

// Which test files vitest.config.ts runs in a process of their own: found by their text, in a
// folder made here (this file matches one of the patterns itself, so it runs isolated too).

const root = fs.mkdtempSync(path.join(os.tmpdir(), "isolation-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe("test files needing a process of their own", () => {
  it("are those that mock, spy, stub, fake timers or write the environment, wherever they are but in dependencies and the browser tests", () => {
    const mark = ["vi.", "mock("].join("");
    write("server/a/mocks.test.ts", `${mark}"node:fs");`);
    write("server/a/spies.test.ts", `vi.${"spyOn"}(console, "log");`);
    write("app/api/[tenant_id]/stubs-env.test.ts", `vi.${"stubEnv"}("X", "1");`);
    write("app/fake-timers.test.ts", `vi.${"useFakeTimers"}();`);
    write("scripts/writes-env.test.ts", `process.env.${"APP_SECRET"} = "x";`);
    write("scripts/deletes-env.test.ts", `delete process.env.${"APP_SECRET"};`);
    write("server/reads-env.test.ts", `if (process.env.APP_SECRET === "x") throw new Error();`);
    write("server/plain.test.ts", `import { it } from "vitest"; it("adds", () => {});`);
    write("server/not-a-test.ts", `${mark}"node:fs");`);
    write("node_modules/dep/mocks.test.ts", `${mark}"node:fs");`);
    write("e2e/mocks.test.ts", `${mark}"node:fs");`);

    expect(testFilesNeedingIsolation(root).sort()).toEqual([
      "app/api/[tenant_id]/stubs-env.test.ts",
      "app/fake-timers.test.ts",
      "scripts/deletes-env.test.ts",
      "scripts/writes-env.test.ts",
      "server/a/mocks.test.ts",
      "server/a/spies.test.ts",
    ]);
  });

  it("are named to Vitest as globs that match only themselves", () => {
    expect(literalGlob("app/api/v1/properties/[tenant_id]/bookings/[booking_id]/a.test.ts")).toBe(
      "app/api/v1/properties/\\[tenant_id\\]/bookings/\\[booking_id\\]/a.test.ts",
    );
    expect(literalGlob("app/(group)/page.test.ts")).toBe("app/\\(group\\)/page.test.ts");
  });
});
