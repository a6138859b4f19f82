// Starts the API (and the built frontends) on the configured port; stops cleanly on SIGINT/SIGTERM. The app's plugins
// open the database, seed the first admin and close everything again on app.close().
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { ddlSandbox } from './domain/ddl-sandbox';
import { warmRenderPool } from './generation/render-pool';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`收到 ${signal}，正在停止`);
    app.close().then(
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
  void warmRenderPool();
  ddlSandbox().warm();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`配置错误：${error.message}`);
  else console.error('启动失败：', error);
  process.exit(1);
});
