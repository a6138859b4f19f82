// /api/v1/users: sessions (public + logout), the user's own account, and account administration.
import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin-routes';
import profileRoutes from './profile-routes';
import sessionRoutes from './session-routes';

const usersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(adminRoutes);
};

export default usersRoutes;
