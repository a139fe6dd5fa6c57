/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships a WASM build of PostgreSQL that must be loaded from node_modules as is.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
