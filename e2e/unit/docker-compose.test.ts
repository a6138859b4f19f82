// The scaled deployment (docker-compose.yml + deploy/) hangs together: services, routing, ports, env, images.
import fs from 'node:fs';
import path from 'node:path';
import { manifest, remoteByName, sameOriginRemoteEntries } from '@modelsmith/contract';
import {
  parseNginx,
  readCompose,
  readRepoFile,
  repoRoot,
  routeFor,
  type ComposeService,
} from './compose-model';

const compose = readCompose();
const services = compose.services;
const gateway = parseNginx(readRepoFile('deploy/nginx/gateway.conf'));
const web = parseNginx(readRepoFile('deploy/nginx/web.conf'));
// The containers come from the platform manifest: compose and nginx, which cannot read it, are checked against it.
const remoteDirs = manifest.remotes.map((remote) => remote.dir);
const webContainers = [manifest.shell.dir, ...remoteDirs];
const apiReplicas = ['api-1', 'api-2'];

/** host:port of a proxy_pass target or an upstream server. */
function hostPort(target: string): { host: string; port: number } {
  const match = /^(?:http:\/\/)?([\w.-]+):(\d+)/.exec(target);
  if (!match) throw new Error(`no host:port in ${target}`);
  return { host: match[1], port: Number(match[2]) };
}

/** The services a gateway location reaches: an upstream's servers, or one host. */
function servicesBehind(proxyPass: string): { host: string; port: number }[] {
  const name = /^http:\/\/([\w-]+)\/?$/.exec(proxyPass)?.[1];
  if (name && gateway.upstreams[name]) return gateway.upstreams[name].map(hostPort);
  return [hostPort(proxyPass.replace(/^http:\/\//, ''))];
}

const containerPorts = (service: ComposeService) => (service.expose ?? []).map(Number);

describe('docker-compose.yml services', () => {
  it('has postgres, mailpit, two API replicas, the gateway, the shell and one static service per remote', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['postgres', 'mailpit', ...apiReplicas, 'gateway', ...webContainers].sort(),
    );
    expect(services.postgres.image).toMatch(/^postgres:/);
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit/);
    expect(services.gateway.image).toMatch(/^nginx:/);
  });

  it('runs the API replicas from one image and build, with the same settings and no local volumes', () => {
    const [first, second] = apiReplicas.map((name) => services[name]);
    expect(first.image).toBeDefined();
    expect(second.image).toBe(first.image);
    expect(second.build).toEqual(first.build);
    expect(second.environment).toEqual(first.environment);
    for (const replica of [first, second]) expect(replica.volumes ?? []).toEqual([]);
  });

  it('starts the gateway after the API replicas and every web container', () => {
    const dependsOn = services.gateway.depends_on ?? [];
    const names = Array.isArray(dependsOn) ? dependsOn : Object.keys(dependsOn);
    expect([...names].sort()).toEqual([...apiReplicas, ...webContainers].sort());
  });

  it('builds every web container from the one web Dockerfile, selected by its CONTAINER arg', () => {
    for (const name of webContainers) {
      expect(services[name].build?.dockerfile).toBe('deploy/web.Dockerfile');
      expect(services[name].build?.args?.CONTAINER).toBe(name);
      expect(fs.existsSync(path.join(repoRoot, name, 'package.json'))).toBe(true);
    }
  });

  it('references only Dockerfiles that exist, built from the repository root', () => {
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) continue;
      expect(`${name}: ${service.build.context}`).toBe(`${name}: .`);
      const dockerfile = path.join(repoRoot, service.build.dockerfile);
      expect(fs.existsSync(dockerfile) ? dockerfile : `missing ${dockerfile}`).toBe(dockerfile);
    }
  });
});

describe('API replica environment', () => {
  const env = services['api-1'].environment ?? {};
  it('uses only variables that api/src/config.ts reads', () => {
    const configSource = readRepoFile('api/src/config.ts');
    for (const name of Object.keys(env))
      expect(configSource.includes(name) ? name : `unknown ${name}`).toBe(name);
  });

  it('points DATABASE_URL at the postgres service with its credentials', () => {
    const url = new URL(env.DATABASE_URL);
    const pg = services.postgres.environment ?? {};
    expect(url.protocol).toBe('postgres:');
    expect(url.hostname).toBe('postgres');
    expect(url.port).toBe('5432');
    expect(decodeURIComponent(url.username)).toBe(pg.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(pg.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${pg.POSTGRES_DB}`);
  });

  it('points SMTP_URL at mailpit on a port the service exposes', () => {
    const url = new URL(env.SMTP_URL);
    expect(url.protocol).toBe('smtp:');
    expect(url.hostname).toBe('mailpit');
    expect(containerPorts(services.mailpit)).toContain(Number(url.port));
  });

  it('shares the JWT and verification-code secrets and requires them, since any replica must check any of both', () => {
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(env.VERIFICATION_SECRET).toMatch(/^\$\{VERIFICATION_SECRET:\?/);
  });

  it('lists in REMOTES every remote of the manifest at its /remotes/<dir>/ entry', () => {
    expect(JSON.parse(env.REMOTES)).toEqual(sameOriginRemoteEntries());
  });

  it('maps every remote in REMOTES to a gateway route that reaches that remote service', () => {
    const remotes = JSON.parse(env.REMOTES) as Record<string, string>;
    for (const [name, entry] of Object.entries(remotes)) {
      const dir = remoteByName(name)?.dir;
      expect(entry).toMatch(/remoteEntry\.js$/);
      const location = routeFor(gateway.locations, new URL(entry, 'http://gateway').pathname);
      expect(location?.proxyPass).toBeDefined();
      expect(servicesBehind(location!.proxyPass!).map((target) => target.host)).toEqual([dir]);
    }
  });
});

describe('gateway routing (deploy/nginx/gateway.conf)', () => {
  it('listens on the container port the compose file publishes', () => {
    const published = (services.gateway.ports ?? []).map((mapping) =>
      Number(String(mapping).split(':').pop()),
    );
    expect(published).toHaveLength(1);
    expect(gateway.listen).toEqual(published);
  });

  it('sends /api to both replicas on the port they listen on', () => {
    const targets = servicesBehind(routeFor(gateway.locations, '/api/v1/users/login')!.proxyPass!);
    expect(targets.map((t) => t.host).sort()).toEqual(apiReplicas);
    for (const target of targets) {
      expect(target.port).toBe(Number(services[target.host].environment?.PORT));
      expect(containerPorts(services[target.host])).toContain(target.port);
    }
  });

  it('sends /remotes.json to the API (it answers the REMOTES map)', () => {
    const targets = servicesBehind(routeFor(gateway.locations, '/remotes.json')!.proxyPass!);
    expect(targets.map((t) => t.host).sort()).toEqual(apiReplicas);
  });

  it('sends / and client-side routes to the shell', () => {
    for (const route of ['/', '/dashboard', '/projects/7/entities']) {
      expect(servicesBehind(routeFor(gateway.locations, route)!.proxyPass!).map((t) => t.host)).toEqual([
        'shell',
      ]);
    }
  });

  it('reaches every web container on the port its nginx listens on and the service exposes', () => {
    expect(web.listen).toHaveLength(1);
    const reached = new Set<string>();
    for (const location of gateway.locations) {
      if (!location.proxyPass) continue;
      for (const target of servicesBehind(location.proxyPass)) {
        expect(services[target.host]).toBeDefined();
        expect(containerPorts(services[target.host])).toContain(target.port);
        if (webContainers.includes(target.host)) {
          expect(target.port).toBe(web.listen[0]);
          reached.add(target.host);
        }
      }
    }
    expect([...reached].sort()).toEqual([...webContainers].sort());
  });

  it('strips the /remotes/<dir>/ prefix so each remote serves its dist from its own root', () => {
    for (const dir of remoteDirs) {
      expect(routeFor(gateway.locations, `/remotes/${dir}/remoteEntry.js`)?.proxyPass).toBe(
        `http://${dir}:80/`,
      );
    }
  });
});

describe('web containers (deploy/web.Dockerfile + deploy/nginx/web.conf)', () => {
  const dockerfile = readRepoFile('deploy/web.Dockerfile');
  const webConf = readRepoFile('deploy/nginx/web.conf');

  it('builds the selected container with node, then serves its dist with nginx using web.conf', () => {
    expect(dockerfile).toMatch(/^FROM node:\S+ AS build$/m);
    expect(dockerfile).toMatch(/^ARG CONTAINER$/m);
    expect(dockerfile).toMatch(/npm run build -w \$\{CONTAINER\}/);
    expect(dockerfile).toMatch(/^FROM nginx:\S*alpine$/m);
    expect(dockerfile).toMatch(/COPY deploy\/nginx\/web\.conf \/etc\/nginx\/conf\.d\/default\.conf/);
    expect(dockerfile).toMatch(/COPY --from=build \/repo\/\$\{CONTAINER\}\/dist \/usr\/share\/nginx\/html/);
  });

  it('copies the package.json of every web container of the manifest before npm ci', () => {
    const beforeInstall = dockerfile.slice(0, dockerfile.indexOf('RUN npm ci'));
    for (const dir of webContainers) expect(beforeInstall).toContain(`COPY ${dir}/package.json ${dir}/`);
  });

  it('never caches remoteEntry.js and allows other origins to load the files', () => {
    const entryBlock = /location[^{]*remoteEntry[^{]*\{([^}]*)\}/.exec(webConf)?.[1] ?? '';
    expect(entryBlock).toMatch(/Cache-Control "no-cache"/);
    expect(entryBlock).toMatch(/Access-Control-Allow-Origin \*/);
    expect(webConf).toMatch(/try_files \$uri \$uri\/ \/index\.html;/);
  });
});
