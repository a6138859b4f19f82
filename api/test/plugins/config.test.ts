// Configuration and secrets as decorators: app.config is the loaded config, app.secrets keeps the two keys apart.
import Fastify from 'fastify';
import configPlugin from '../../src/plugins/config';
import { testConfig } from '../helpers/test-app';

describe('config plugin', () => {
  it('decorates the app with the config and with the JWT and verification secrets, each its own', async () => {
    const config = testConfig({ jwtSecret: 'j'.repeat(40), verificationSecret: 'v'.repeat(40) });
    const app = Fastify({ logger: false });
    await app.register(configPlugin, { config });
    await app.ready();
    expect(app.config).toBe(config);
    expect(app.secrets).toEqual({ jwt: 'j'.repeat(40), verification: 'v'.repeat(40) });
    await app.close();
  });
});
