import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// server/platform serves the features and imports none of them (README, "How the code is laid
// out"): a feature declares its own OpenAPI paths and retention jobs, and server/composition/
// gathers them. eslint.config.mjs says so for `@/server/...` imports; this also follows relative
// ones (`../../bookings/x`), which the lint pattern cannot see. Tests are left out.

const SERVER = path.join(process.cwd(), "server");
const PLATFORM = path.join(SERVER, "platform");
const IMPORT = /(?:from\s+|import\s*\(\s*)["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The feature an import of `file` reaches (`bookings`), or undefined for the platform, the kernel and packages. */
function featureReached(file: string, specifier: string): string | undefined {
  const target = specifier.startsWith("@/")
    ? path.join(process.cwd(), specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : undefined;
  if (!target?.startsWith(SERVER + path.sep)) return undefined;
  const top = path.relative(SERVER, target).split(path.sep)[0]!;
  return top === "platform" || top === "domain" ? undefined : top;
}

function featureImports(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(IMPORT)].flatMap(([, specifier]) => {
      const feature = featureReached(file, specifier!);
      return feature ? [`${path.relative(process.cwd(), file)} imports ${specifier} (${feature})`] : [];
    }),
  );
}

describe("server/platform", () => {
  it("imports no feature, by alias or by relative path", () => {
    const files = sourceFiles(PLATFORM);
    expect(files.length).toBeGreaterThan(50);
    expect(featureImports(files)).toEqual([]);
  });

  it("would report a feature reached either way", () => {
    const file = path.join(PLATFORM, "openapi", "document.ts");
    expect(featureReached(file, "@/server/bookings/openapi-paths")).toBe("bookings");
    expect(featureReached(file, "../../webhooks/retention-jobs")).toBe("webhooks");
    expect(featureReached(file, "../../composition/retention")).toBe("composition");
    expect(featureReached(file, "./response-headers")).toBeUndefined();
    expect(featureReached(file, "@/server/domain/errors")).toBeUndefined();
    expect(featureReached(file, "zod")).toBeUndefined();
  });
});
