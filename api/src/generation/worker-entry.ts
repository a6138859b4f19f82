// What a render worker `require`s for the engine. From api/dist, @modelsmith/codegen resolves to codegen/dist/index.js
// (the package's `node` export) and is used as is. Under jest it resolves to codegen/src/index.ts, which plain
// Node cannot load: those sources are compiled here once per content into CommonJS. Compiling in the workers
// instead would load a native compiler in every worker, and terminating such a worker crashes the process.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const TYPESCRIPT = /\.[cm]?tsx?$/;

function typescriptFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && TYPESCRIPT.test(entry.name) && !/\.(d|test)\.[cm]?tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The folder of `entry`, compiled; the cache sits in node_modules so the compiled files find their dependencies. */
function compiledEntry(entry: string): string {
  // Only tests and development get here: @swc/core is a dev dependency, absent from the production image.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const swc = require('@swc/core') as typeof import('@swc/core');
  const sourceDir = path.dirname(entry);
  const files = typescriptFiles(sourceDir);
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(path.relative(sourceDir, file)).update('\0').update(fs.readFileSync(file));
  const swcPath = require.resolve('@swc/core');
  const marker = `${path.sep}node_modules${path.sep}`;
  const nodeModules = swcPath.slice(0, swcPath.lastIndexOf(marker) + marker.length - 1);
  const outDir = path.join(
    nodeModules,
    '.cache',
    'modelsmith-render-worker',
    hash.digest('hex').slice(0, 20),
  );
  const compiled = path.join(outDir, path.relative(sourceDir, entry).replace(TYPESCRIPT, '.js'));
  if (fs.existsSync(compiled)) return compiled;
  const scratch = `${outDir}.${process.pid}-${Date.now()}`;
  for (const file of files) {
    const { code } = swc.transformSync(fs.readFileSync(file, 'utf8'), {
      filename: file,
      module: { type: 'commonjs' },
      jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('x') }, target: 'es2022' },
    });
    const target = path.join(scratch, path.relative(sourceDir, file).replace(TYPESCRIPT, '.js'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, code);
  }
  try {
    fs.renameSync(scratch, outDir);
  } catch {
    // Another test process compiled the same sources first: theirs are identical.
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  pruneStale(path.dirname(outDir), outDir);
  return compiled;
}

const STALE_MS = 24 * 60 * 60 * 1000;

/** Every edit of the sources leaves a compiled copy behind: drop those nobody has made for a day. */
function pruneStale(cacheDir: string, keep: string): void {
  for (const entry of fs.readdirSync(cacheDir, { withFileTypes: true })) {
    const dir = path.join(cacheDir, entry.name);
    if (dir === keep || !entry.isDirectory()) continue;
    if (Date.now() - fs.statSync(dir).mtimeMs > STALE_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A path a worker can `require`: `entry` itself when it is JavaScript, else its compiled copy. */
export function loadableEntry(entry: string): string {
  return TYPESCRIPT.test(entry) ? compiledEntry(entry) : entry;
}
