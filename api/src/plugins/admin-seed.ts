// Creates the first SUPER_ADMIN when the app starts; a generated password is printed once, on stdout and in the log.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedAdmin } from '../domain/admin-seed';

async function adminSeedPlugin(app: FastifyInstance) {
  const { adminUsername: username, adminPassword: password } = app.config;
  const seeded = await seedAdmin(app.db, { username, password }, app.now());
  if (seeded.generatedPassword) {
    // Shown once so the operator can log in and change it; later starts find the account and print nothing.
    const line = `管理员账号 ${username} 密码 ${seeded.generatedPassword}（仅显示这一次，请登录后立即修改）`;
    console.log(
      `\n==================================================\n${line}\n==================================================\n`,
    );
    app.log.warn(line);
  } else if (seeded.created) {
    app.log.info(`已创建管理员账号 ${username}`);
  }
}

export default fp(adminSeedPlugin, { name: 'admin-seed', dependencies: ['config', 'db'] });
