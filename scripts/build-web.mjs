// Production build of the shell and every remote, one after another (2 cores: webpack in
// parallel only thrashes).
import { webContainers } from './packages.mjs';
import { mustRun } from './run.mjs';

for (const pkg of webContainers) {
  console.log(`▶ 构建 ${pkg} …`);
  await mustRun('npm', ['run', 'build', '-w', pkg, '--silent']);
}
