/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships a WASM build of PostgreSQL that must be loaded from node_modules as is.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  poweredByHeader: false,
  typedRoutes: false,
  turbopack: {
    resolveAlias: {
      // The browser gets the tree-shaken part of zod/mini the Update Booking schema uses
      // (scripts/build-zod-mini-browser.ts says why); the server keeps the package itself.
      "zod/mini": { browser: "./vendor/zod-mini-browser.js" },
    },
  },
};

export default nextConfig;
