// Reads docker-compose.yml and the nginx configs of deploy/ into plain data the deployment test checks.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export const repoRoot = path.resolve(__dirname, '../..');

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  depends_on?: string[] | Record<string, unknown>;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

export function readCompose(): ComposeFile {
  const text = fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
  return YAML.parse(text, { merge: true }) as ComposeFile;
}

export function readRepoFile(relative: string): string {
  return fs.readFileSync(path.join(repoRoot, relative), 'utf8');
}

export interface NginxLocation {
  match: string;
  proxyPass?: string;
}

/** The few nginx directives the deployment relies on: listen ports, upstream servers, locations and proxy targets. */
export function parseNginx(text: string) {
  const withoutComments = text.replace(/#[^\n]*/g, '');
  const listen = [...withoutComments.matchAll(/^\s*listen\s+(\d+)\s*;/gm)].map((m) => Number(m[1]));
  const upstreams: Record<string, string[]> = {};
  for (const block of withoutComments.matchAll(/upstream\s+(\w+)\s*\{([^}]*)\}/g)) {
    upstreams[block[1]] = [...block[2].matchAll(/server\s+([^\s;]+)\s*;/g)].map((m) => m[1]);
  }
  const locations: NginxLocation[] = [];
  for (const block of withoutComments.matchAll(/location\s+([^{]+?)\s*\{([^}]*)\}/g)) {
    const proxyPass = /proxy_pass\s+([^\s;]+)\s*;/.exec(block[2])?.[1];
    locations.push({ match: block[1].trim(), proxyPass });
  }
  return { listen, upstreams, locations };
}

/** The location nginx picks for a request path among plain and exact (=) prefixes: exact first, then the longest prefix. */
export function routeFor(locations: NginxLocation[], requestPath: string): NginxLocation | undefined {
  const exact = locations.find((l) => l.match.startsWith('=') && l.match.slice(1).trim() === requestPath);
  if (exact) return exact;
  return locations
    .filter((l) => !l.match.startsWith('=') && !l.match.startsWith('~') && requestPath.startsWith(l.match))
    .sort((a, b) => b.match.length - a.match.length)[0];
}
