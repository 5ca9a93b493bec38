import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NoStaffTenantsWarning, logStaffTenants } from './staff-tenants.js';

function recorder() {
  const lines: [string, unknown[]][] = [];
  const log = {
    warn: (...args: unknown[]) => lines.push(['warn', args]),
    info: (...args: unknown[]) => lines.push(['info', args]),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('logStaffTenants', () => {
  it('warns once, naming the setting, while no organisation is staff', () => {
    const { log, lines } = recorder();
    logStaffTenants(log, []);
    expect(lines).toEqual([['warn', [NoStaffTenantsWarning]]]);
    expect(NoStaffTenantsWarning).toMatch(/^STAFF_TENANTS is not set/);
  });
  it('names the staff tenants in one info line when set', () => {
    const { log, lines } = recorder();
    logStaffTenants(log, ['contoso', 'fabrikam']);
    expect(lines).toHaveLength(1);
    expect(lines[0]![0]).toBe('info');
    expect(String(lines[0]![1][1])).toContain('contoso, fabrikam');
  });
});
