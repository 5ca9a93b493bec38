import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has embedded defaults that need no external service', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '0.0.0.0', env: 'production', cloudName: 'MultiTenant' });
    expect(c.database).toEqual({ kind: 'sqlite', file: './data/netlens.db' });
    expect(c.uxDisabled.size).toBe(0);
    expect(c.redisUrl).toBeUndefined();
  });

  it('starts the media relay on 3478 unless MEDIA_RELAY_PORT sets another port or off', () => {
    expect(loadConfig({}).advanced).toMatchObject({ mediaRelayPort: 3478, mediaRelayPortSet: false });
    expect(loadConfig({ MEDIA_RELAY_PORT: '0' }).advanced).toMatchObject({
      mediaRelayPort: 0,
      mediaRelayPortSet: true,
    });
    expect(loadConfig({ MEDIA_RELAY_PORT: 'off' }).advanced.mediaRelayPort).toBeNull();
    expect(() => loadConfig({ MEDIA_RELAY_PORT: '70000' })).toThrow(/MEDIA_RELAY_PORT: a UDP port at most/);
    expect(() => loadConfig({ MEDIA_RELAY_PORT: 'no' })).toThrow(/MEDIA_RELAY_PORT: a UDP port .* or off/);
  });

  it("reads Domain Lens's DNS resolvers and timeout (default: the system's, 3000 ms)", () => {
    const off = { url: null, schedule: '23 * * * *', instances: [] };
    expect(loadConfig({}).domainLens).toEqual({ dnsServers: [], dnsTimeoutMs: 3000, upstream: off });
    const c = loadConfig({
      DOMAINLENS_DNS_SERVERS: '192.0.2.53, 192.0.2.54:5353,2001:db8::53,[2001:db8::54]:53',
      DOMAINLENS_DNS_TIMEOUT_MS: '1500',
    });
    expect(c.domainLens).toEqual({
      dnsServers: ['192.0.2.53', '192.0.2.54:5353', '2001:db8::53', '[2001:db8::54]:53'],
      dnsTimeoutMs: 1500,
      upstream: off,
    });
    expect(() => loadConfig({ DOMAINLENS_DNS_SERVERS: 'dns.example.com' })).toThrow(/DOMAINLENS_DNS_SERVERS/);
    expect(() => loadConfig({ DOMAINLENS_DNS_SERVERS: '192.0.2.53:99999' })).toThrow(
      /DOMAINLENS_DNS_SERVERS/,
    );
    expect(() => loadConfig({ DOMAINLENS_DNS_TIMEOUT_MS: '0' })).toThrow(/DOMAINLENS_DNS_TIMEOUT_MS/);
  });

  it('reads the upstream endpoint service Domain Lens follows (off unless its URL is set)', () => {
    const c = loadConfig({
      ENDPOINT_UPSTREAM_URL: 'https://endpoints.office.com/',
      ENDPOINT_UPSTREAM_SCHEDULE: 'off',
      ENDPOINT_UPSTREAM_INSTANCES: 'Worldwide, USGovDoD',
    });
    expect(c.domainLens.upstream).toEqual({
      url: 'https://endpoints.office.com',
      schedule: null,
      instances: ['Worldwide', 'USGovDoD'],
    });
    expect(() => loadConfig({ ENDPOINT_UPSTREAM_URL: 'endpoints.office.com' })).toThrow(
      /ENDPOINT_UPSTREAM_URL/,
    );
    expect(() => loadConfig({ ENDPOINT_UPSTREAM_INSTANCES: 'Mars' })).toThrow(/ENDPOINT_UPSTREAM_INSTANCES/);
    expect(() => loadConfig({ ENDPOINT_UPSTREAM_SCHEDULE: 'hourly' })).toThrow(/ENDPOINT_UPSTREAM_SCHEDULE/);
  });

  it('reads PostgreSQL, flags and UX controls', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/app',
      FEATURE_FLAGS: 'copilot=on, newInternalPortal=false',
      UX_FEATURE_CONTROL: 'DisableSignIn,DisableSaveReport',
      CLOUD_NAME: 'GCC',
    });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(c.flagOverrides).toEqual({ copilot: true, newInternalPortal: false });
    expect([...c.uxDisabled]).toEqual(['DisableSignIn', 'DisableSaveReport']);
    expect(c.cloudName).toBe('GCC');
  });

  it('bounds the waits for PostgreSQL', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 5000, queryMs: 30_000 });
    const c = loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_QUERY_TIMEOUT_MS: '10000' });
    expect(c.databaseTimeouts).toEqual({ connectMs: 2000, queryMs: 10_000 });
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        CLOUD_NAME: 'Mars',
        FEATURE_FLAGS: 'warp=true',
        UX_FEATURE_CONTROL: 'DisableEverything',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as Error).message;
      for (const name of ['PORT', 'CLOUD_NAME', 'FEATURE_FLAGS', 'UX_FEATURE_CONTROL'])
        expect(text).toContain(name);
      expect(text).toContain('warp=true');
    }
  });

  it('refuses a database URL of another kind', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('reads the Copilot domain lists and the health window', () => {
    const c = loadConfig({
      COPILOT_CONNECTIVITY_DOMAINS:
        '[{"displayName":"Copilot","testDomains":["self","substrate.office.com"]}]',
      COPILOT_WSS_DOMAINS: 'self',
      HEALTH_WINDOW_HOURS: '72',
    });
    expect(c.copilotDomains.connectivity[0]!.targets).toEqual([
      { kind: 'self' },
      { kind: 'url', url: 'https://substrate.office.com/' },
    ]);
    expect(c.healthWindowHours).toBe(72);
    expect(loadConfig({}).copilotDomains.wss).toEqual([{ kind: 'self' }]);
    expect(() => loadConfig({ HEALTH_WINDOW_HOURS: '0' })).toThrow(/HEALTH_WINDOW_HOURS/);
  });
});
