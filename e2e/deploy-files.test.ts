import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NGINX_TEMPLATE, checkNginxConf, nginxPath, renderNginxConf } from './nginx.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Service {
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: unknown;
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(readFileSync(join(root, 'deploy/compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const template = readFileSync(NGINX_TEMPLATE, 'utf8');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const nginx = compose.services.nginx!;
const apps = ['app1', 'app2'].map((name) => ({ name, service: compose.services[name]! }));

describe('the deployment files', () => {
  it('point nginx at every app instance on the port it listens on', () => {
    for (const { name, service } of apps) {
      const port = service.environment?.PORT ?? '8080';
      const upstream = Object.values(nginx.environment ?? {}).find((v) => v.startsWith(`${name}:`));
      expect(upstream, `an upstream for ${name}`).toBe(`${name}:${port}`);
    }
    const used = [...template.matchAll(/\$\{(NETLENS_\w+)\}/g)].map((m) => m[1]);
    expect(new Set(used)).toEqual(new Set(Object.keys(nginx.environment ?? {})));
    expect(nginx.volumes).toContain('./netlens.conf.template:/etc/nginx/templates/netlens.conf.template:ro');
    const listen = nginx.environment?.NETLENS_LISTEN;
    expect(nginx.ports?.some((p) => p.endsWith(`:${listen}`))).toBe(true);
  });

  it('run the instances on PostgreSQL and Redis, trusting the proxy, each with its own relay port', () => {
    const relayPorts = new Set<string>();
    for (const { service } of apps) {
      expect(service.environment?.TRUST_PROXY).toBe('true');
      expect(service.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(service.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(service.depends_on?.postgres?.condition).toBe('service_healthy');
      const relay = service.environment?.MEDIA_RELAY_PORT ?? '';
      expect(service.ports).toContain(`${relay}:${relay}/udp`);
      relayPorts.add(relay);
    }
    expect(relayPorts.size).toBe(apps.length);
  });

  it('upgrade the live channel to WebSocket and forward the client address and scheme', () => {
    for (const header of [
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header Connection $netlens_connection;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_set_header X-Forwarded-Host $http_host;',
      'proxy_http_version 1.1;',
    ])
      expect(template).toContain(header);
    expect(template).toMatch(/location ~ \/messagingHub\/ \{[^}]*proxy_read_timeout 1h;/);
  });

  it('build a non-root image of the built product with a health check on /readyz', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/readyz/m);
    expect(dockerfile).toMatch(/^CMD \["node", "apps\/server\/dist\/main\.js"\]$/m);
    for (const copied of dockerfile.matchAll(/^COPY --from=build \S+ \/src\/(\S+)/gm))
      expect(copied[1]).toMatch(/^(package\.json|node_modules|apps\/[\w-]+\/(dist|package\.json))$/);
  });

  it.runIf(existsSync(nginxPath))('is a configuration nginx accepts (nginx -t)', () => {
    const { status, output } = checkNginxConf({
      NETLENS_APP_1: '127.0.0.1:18081',
      NETLENS_APP_2: '127.0.0.1:18082',
      NETLENS_LISTEN: '127.0.0.1:18080',
    });
    expect(output).toMatch(/syntax is ok/);
    expect(status, output).toBe(0);
  });

  it('names every variable it needs', () => {
    expect(() => renderNginxConf({ NETLENS_APP_1: 'a:1' })).toThrow(/NETLENS_APP_2 is not given/);
  });
});
