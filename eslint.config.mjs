import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// The architecture's boundaries (README, "How the code is laid out"), checked on every lint:
// a crossing fails CI. Tests are outside them (they may reach anything they check), except the
// client's feature folders' (below), which their tests keep too.
const TESTS = ["**/*.test.ts", "tests/**", "e2e/**"];

const restrict = (files, patterns, ignores = [], rule = "no-restricted-imports", testsToo = false) => ({
  files,
  ignores: [...(testsToo ? [] : TESTS), ...ignores],
  rules: { [rule]: ["error", { patterns }] },
});

// The client's feature folders never import one another: what two of them use lives in a shared
// folder, and a shared folder imports no feature. Caught in every form: the alias
// (`@/components/desk/...`), a relative path (`../checkin/...`, `../../docs/...`) and a dynamic
// `import()`, type imports included. Under the TypeScript twin of the rule, since the core rule
// already holds what components take from server/ (below); its tests keep the rule too.
const CLIENT_FEATURES = ["checkin", "desk", "docs"];
const CLIENT_SHARED = ["guest-form", "document-reader", "ui"];
const clientFolderImport = (folders) => `^(?:@/components/|(?:\\.\\./)+(?:components/)?)(?:${folders.join("|")})(?:/|$)`;
const clientBoundary = (folder, others, message) => [
  restrict(
    [`components/${folder}/**/*.{ts,tsx}`],
    [{ regex: clientFolderImport(others), message }],
    [],
    "@typescript-eslint/no-restricted-imports",
    true,
  ),
  {
    files: [`components/${folder}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: `ImportExpression[source.value=/${clientFolderImport(others).replaceAll("/", "\\/")}/]`, message },
      ],
    },
  },
];
const clientBoundaries = [
  ...CLIENT_FEATURES.flatMap((feature) =>
    clientBoundary(
      feature,
      CLIENT_FEATURES.filter((other) => other !== feature),
      `A client feature does not import another (components/${CLIENT_FEATURES.join(", components/")}): move what both use to a shared folder (components/${CLIENT_SHARED.join(", components/")}).`,
    ),
  ),
  ...CLIENT_SHARED.flatMap((shared) =>
    clientBoundary(
      shared,
      CLIENT_FEATURES,
      `A shared client folder (components/${CLIENT_SHARED.join(", components/")}) imports no feature folder: the feature passes what it needs in props.`,
    ),
  ),
];

const boundaries = [
  // The domain (features and the kernel) knows nothing of HTTP: it throws DomainErrors, and
  // server/platform/http maps them to statuses and envelopes. The composition root is no domain:
  // it gathers the HTTP layer's parts (its retention job, its kept answers' re-encryption) too.
  restrict(
    ["server/**/*.ts"],
    [
      {
        regex: "^@/server/platform/http(/|$)",
        message: "The domain knows nothing of HTTP: throw a DomainError (server/domain/errors.ts); server/platform/http maps it.",
      },
    ],
    ["server/platform/**", "server/composition/**"],
  ),
  // The server and the words it shares with the pages (i18n/) import nothing of the pages. Under
  // the TypeScript twin of the rule, so the narrower server/ rules below (each replaces the core
  // rule's patterns for its files) do not lift it.
  restrict(
    ["server/**/*.ts", "i18n/**/*.ts"],
    [
      {
        regex: "^(@/|(\\.\\./)+)components/",
        message: "server/ and i18n/ import nothing of the pages: shared words and formats live in i18n/.",
      },
    ],
    [],
    "@typescript-eslint/no-restricted-imports",
  ),
  // The kernel depends on nothing else of server/.
  restrict(
    ["server/domain/**/*.ts"],
    [{ regex: "^@/server/(?!domain/)", message: "server/domain is the kernel: it imports nothing else of server/." }],
  ),
  // The platform serves the features and never reaches into one: a feature declares its own
  // OpenAPI paths and retention jobs, and server/composition/ gathers them.
  restrict(
    ["server/platform/**/*.ts"],
    [
      {
        regex: "^@/server/(?!platform/|domain/)",
        message:
          "server/platform serves the features and does not import them: a feature declares its part, server/composition/ gathers it.",
      },
    ],
  ),
  // Route handlers and pages call features and the HTTP-facing platform (the route wrapper, which
  // hands them the database; the OpenAPI document; readiness), never the database, credentials
  // or secrets themselves.
  restrict(
    ["app/**/*.{ts,tsx}", "proxy.ts"],
    [
      {
        regex: "^@/server/platform/(?!http/|openapi/|health/|security/content-security-policy$|security/is-https$)",
        message: "Routes and pages call a feature of server/ or the route wrapper (server/platform/http), which hands them the database.",
      },
    ],
  ),
  // Components run in the browser: from server/ they take types, schemas (`schema.ts`,
  // `schemas.ts`, `*-schemas.ts`), the pure kernel and the pure business rules of
  // server/bookings/rules/ (which the desk previews with), and pure reference lists (the banks of a
  // settings select) only.
  restrict(
    ["components/**/*.{ts,tsx}"],
    [
      {
        regex: "^@/server/(?!domain/|bookings/rules/|reference/(?:fold-for-search|country-aliases|vietnamese-banks)$)(?!.*[/-]schemas?$)",
        allowTypeImports: true,
        message:
          "Components run in the browser: import types (import type), schemas, server/domain or server/bookings/rules from server/, never its runtime.",
      },
    ],
  ),
];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "drizzle/**",
      "next-env.d.ts",
      "vendor/zod-mini-browser.*",
      "vendor/budoux/**",
      "test-results/**",
      "playwright-report/**",
      ".scratch/**",
      ".cache/**",
      "public/ocr/**",
    ],
  },
  {
    rules: {
      // Unused names are mistakes, except the ones a signature needs (prefixed with _).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...boundaries,
  ...clientBoundaries,
];

export default config;
