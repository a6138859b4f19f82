// Starts the API (and the built frontends) on the configured port; stops cleanly on SIGINT/SIGTERM.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedAdmin } from './domain/admin-seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });

  const seeded = await seedAdmin(
    database.db,
    { username: config.adminUsername, password: config.adminPassword },
    app.now(),
  );
  if (seeded.generatedPassword) {
    // Shown once, on stdout and in the log, so the operator can log in and change it.
    const line = `管理员账号 ${config.adminUsername} 密码 ${seeded.generatedPassword}（仅显示这一次，请登录后立即修改）`;
    console.log(
      `\n==================================================\n${line}\n==================================================\n`,
    );
    app.log.warn(line);
  } else if (seeded.created) {
    app.log.info(`已创建管理员账号 ${config.adminUsername}`);
  }

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`收到 ${signal}，正在停止`);
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, '停止时出错');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.log(`模型工匠已启动: http://localhost:${port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`配置错误：${error.message}`);
  else console.error('启动失败：', error);
  process.exit(1);
});
