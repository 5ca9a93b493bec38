import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

describe('sign-in configuration', () => {
  it('uses the embedded provider by default with the documented defaults', () => {
    const c = loadConfig({});
    expect(c.identity).toMatchObject({ issuer: null, clientId: 'netlens', entra: false, sessionHours: 12 });
    expect(c.reportRetentionDays).toBe(90);
    expect(c.identity.accessGroups.orgAdmin).toEqual(['netlens-org-admins']);
    // No organisation is staff until STAFF_TENANTS names it.
    expect(c.identity.staffTenants).toEqual([]);
    expect(loadConfig({ STAFF_TENANTS: 'contoso,fabrikam' }).identity.staffTenants).toEqual([
      'contoso',
      'fabrikam',
    ]);
  });

  it('recognises Entra ID and derives the tenant configuration address', () => {
    const c = loadConfig({
      OIDC_ISSUER: 'https://login.microsoftonline.com/organizations/v2.0/',
      OIDC_CLIENT_ID: 'app-1',
      ACCESS_GROUPS: 'leadership=0f1e2d3c',
    });
    expect(c.identity).toMatchObject({
      issuer: 'https://login.microsoftonline.com/organizations/v2.0',
      entra: true,
      tenantConfigUrl: 'https://login.microsoftonline.com/{tenantId}/v2.0/.well-known/openid-configuration',
    });
    expect(c.identity.accessGroups.leadership).toEqual(['0f1e2d3c']);
  });

  it('stops with a message for an issuer without client id, a bad group mapping or template', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ ACCESS_GROUPS: 'boss=x' })).toThrow(ConfigError);
    expect(() => loadConfig({ STAFF_TENANTS: 'contoso,*' })).toThrow(
      /STAFF_TENANTS: "\*" is not a tenant id/,
    );
    expect(() => loadConfig({ OIDC_TENANT_CONFIG_URL: 'https://id.example/tenant' })).toThrow(/\{tenantId\}/);
    expect(() => loadConfig({ REPORT_RETENTION_DAYS: '0' })).toThrow(/REPORT_RETENTION_DAYS/);
  });
});
