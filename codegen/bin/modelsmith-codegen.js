#!/usr/bin/env node
// Runs the built CLI (dist/cli.js); falls back to the TypeScript source through tsx when dist is missing
// or when MODELSMITH_CODEGEN_FROM_SOURCE=1 (the tests use it so they never run a stale build).
const fs = require('node:fs');
const path = require('node:path');

const dist = path.join(__dirname, '..', 'dist', 'cli.js');
let cli;
if (fs.existsSync(dist) && process.env.MODELSMITH_CODEGEN_FROM_SOURCE !== '1') {
  cli = require(dist);
} else {
  try {
    require('tsx/cjs/api').register();
  } catch {
    console.error('错误：找不到 dist/cli.js，也无法加载 tsx。请先运行 npm run build -w codegen');
    process.exit(1);
  }
  cli = require(path.join(__dirname, '..', 'src', 'cli.ts'));
}
cli.main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
