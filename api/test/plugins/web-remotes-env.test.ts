// REMOTES from the environment replaces the built list in /remotes.json (remotes deployed on their own origins).
import { setupTestApp } from '../helpers/test-app';

const remotes = {
  mf_auth: 'https://auth.example.com/remoteEntry.js',
  mf_admin: 'https://admin.example.com/remoteEntry.js',
};
const ctx = setupTestApp({ config: { remotes } });

it('answers REMOTES as given', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/remotes.json' });
  expect(response.json()).toEqual(remotes);
  expect(response.headers['cache-control']).toBe('no-cache');
});
