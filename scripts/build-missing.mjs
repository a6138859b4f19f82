// Builds every package whose output is missing or older than its sources: `npm start` calls it,
// so a fresh clone needs nothing but `npm ci` before starting.
import fs from 'node:fs';
import path from 'node:path';
import { buildDependencies, buildMarker, root } from './packages.mjs';
import { mustRun } from './run.mjs';

const sourceDirs = (pkg) => [`${pkg}/src`, ...(pkg === 'codegen' ? ['codegen/sets'] : [])];

function newestMtime(dir) {
  let newest = 0;
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return newest;
}

/**
 * shared's and the contract's sources change every web container's output (bundled from source), and so does the
 * one webpack configuration and page template they are all built with.
 */
const sharedMtime = () =>
  Math.max(
    newestMtime(path.join(root, 'shared/src')),
    newestMtime(path.join(root, 'contract/src')),
    newestMtime(path.join(root, 'build/webpack')),
  );

export function isStale(pkg) {
  const marker = path.join(root, buildMarker[pkg]);
  if (!fs.existsSync(marker)) return true;
  const builtAt = fs.statSync(marker).mtimeMs;
  const sources = Math.max(...sourceDirs(pkg).map((dir) => newestMtime(path.join(root, dir))));
  const isWeb = !['contract', 'api', 'codegen'].includes(pkg);
  return sources > builtAt || (isWeb && sharedMtime() > builtAt);
}

/** `packages` with what each needs built before it, in build order, each once. */
const withDependencies = (packages) => [
  ...new Set(packages.flatMap((pkg) => [...(buildDependencies[pkg] ?? []), pkg])),
];

export async function buildMissing(packages = Object.keys(buildMarker)) {
  for (const pkg of withDependencies(packages)) {
    if (!isStale(pkg)) continue;
    console.log(`▶ 构建 ${pkg} …`);
    await mustRun('npm', ['run', 'build', '-w', pkg, '--silent']);
    // webpack leaves an unchanged output file alone (compareBeforeEmit): a change that alters nothing built (a
    // test file, a comment) would otherwise leave the marker older than the sources and rebuild on every start.
    const now = new Date();
    fs.utimesSync(path.join(root, buildMarker[pkg]), now, now);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildMissing(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
}
