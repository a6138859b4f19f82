#!/usr/bin/env node
// The npm registry mirror this project is built against lacks some platform-specific optional
// binaries (e.g. `@unrs/resolver-binding-darwin-arm64`). npm then leaves them out of
// package-lock.json, and `npm ci` refuses the lock as "out of sync". This script records every
// declared optional dependency that the lock is missing as an optional entry, restricted to the
// platform its name states, so `npm ci` accepts the lock and skips them on other platforms.
// Run it after every `npm install` that changes the lock: `node scripts/lock-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'netbsd',
  'sunos',
  'win32',
  'aix',
  'openharmony',
];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c));
  const entry = {};
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (parts.includes('musl')) entry.libc = ['musl'];
  else if (parts.includes('gnu') || parts.includes('gnueabihf')) entry.libc = ['glibc'];
  return entry;
}

/** Whether node would find `name` from the package at `from`, walking up the node_modules folders. */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    if (packages[dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`]) return true;
    if (!dir) return false;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up === -1 ? '' : dir.slice(0, up);
  }
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a platform binary: leave npm's decision alone
    packages[`node_modules/${name}`] = {
      version,
      ...(pkg.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: recorded ${added} platform-specific optional entries`);
