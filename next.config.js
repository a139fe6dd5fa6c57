// Powerful browser features no page uses. Only the guest's check-in page may use the camera (ID
// photos); everything else is off everywhere, so a script that got in cannot reach them.
const FEATURES_OFF = [
  "accelerometer",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
  "serial",
  "hid",
  "xr-spatial-tracking",
  "browsing-topics",
];
const permissionsPolicy = (camera) => [`camera=${camera}`, ...FEATURES_OFF.map((feature) => `${feature}=()`)].join(", ");

/**
 * Headers that do not change per request, for every answer (pages, the API, assets). Pages get
 * their Content-Security-Policy from proxy.ts, where each answer has its own nonce. These cost
 * the API's hot path nothing but a few header lines. docs/deploy.md says why each is there.
 */
const STATIC_SECURITY_HEADERS = [
  { source: "/:path*", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] },
  // The check-in link's token is in its path: no Referer may carry it anywhere, even our own origin.
  // `/checkin` itself is where the short link lands (the token in its fragment, then a cookie).
  {
    source: "/checkin/:path*",
    headers: [
      { key: "Referrer-Policy", value: "no-referrer" },
      { key: "Permissions-Policy", value: permissionsPolicy("(self)") },
    ],
  },
  // The short check-in URL redirects to a token: the same.
  {
    source: "/c/:path*",
    headers: [
      { key: "Referrer-Policy", value: "no-referrer" },
      { key: "Permissions-Policy", value: permissionsPolicy("()") },
    ],
  },
  {
    source: "/((?!checkin/|checkin$|c/).*)",
    headers: [
      { key: "Referrer-Policy", value: "same-origin" },
      { key: "Permissions-Policy", value: permissionsPolicy("()") },
    ],
  },
  // The ID scanner's OCR worker (public/ocr): it may load its WebAssembly core and model from here
  // and compile the core ('wasm-unsafe-eval'), nothing else.
  {
    source: "/ocr/:path*",
    headers: [
      {
        key: "Content-Security-Policy",
        value: "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'",
      },
    ],
  },
  // JSON, images and documents: nothing in them may load or run, and nothing may frame them.
  { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }] },
  // HTTPS as seen by the TLS proxy in front (Next.js itself serves plain HTTP). Browsers ignore
  // this header on a plain-HTTP answer, so a client that sends the header itself gains nothing.
  {
    source: "/:path*",
    has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
    headers: [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }],
  },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships a WASM build of PostgreSQL that must be loaded from node_modules as is.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "prom-client"],
  poweredByHeader: false,
  typedRoutes: false,
  headers: async () => STATIC_SECURITY_HEADERS,
  turbopack: {
    resolveAlias: {
      // The browser gets the tree-shaken part of zod/mini the Update Booking schema uses
      // (scripts/build-zod-mini-browser.ts says why); the server keeps the package itself.
      "zod/mini": { browser: "./vendor/zod-mini-browser.js" },
    },
  },
};

export default nextConfig;
