import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { FeatureFlagDefaults, FlagServiceAgent } from '@netlens/core';
import { adminToken, testDatabases } from '../../test/harness.js';

const kinds = await testDatabases();
const flagsUrl = (env: string, agents = FlagServiceAgent) =>
  `/config/v1/ConnectivityTest/1.0?agents=${agents}&environment=${env}`;

describe.each(kinds)('feature flags and runtime configuration (%s)', (kind) => {
  const token = adminToken();
  const t = suiteApp(kind, {
    ADMIN_TOKEN: token,
    FEATURE_FLAGS: 'copilot=true',
    UX_FEATURE_CONTROL: 'DisableNetworkHealth, DisableAllFooterLinks',
    APP_ENV: 'staging',
  });

  it('serves the frontend configuration with every UX control', async () => {
    const res = await t.app.inject({ url: '/api/AnonymousConnectivityTest/GetFrontendConfiguration' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      env: 'staging',
      cloudName: 'MultiTenant',
      endpointExchange: 'outlook.office365.com',
      pathPrefix: '',
    });
    expect(body.uxFeatureControl).toEqual({
      DisableSignIn: false,
      DisableNetworkHealth: true,
      DisableHistoryReport: false,
      DisableSaveReport: false,
      DisableShareReport: false,
      DisableAllFooterLinks: true,
      DisableInternetTypeSurvey: false,
      DisablePeerPerformanceChart: false,
    });
  });

  it('serves the nine flags with defaults and configuration overrides', async () => {
    const res = await t.app.inject({ url: flagsUrl('production') });
    expect(res.statusCode).toBe(200);
    const flags = res.json().agents[FlagServiceAgent];
    expect(Object.keys(flags).sort()).toEqual(Object.keys(FeatureFlagDefaults).sort());
    expect(flags.newInternalPortal).toBe(true);
    expect(flags.copilot).toBe(true);
    expect(flags.outage).toBe(false);
  });

  it('answers an unknown environment with the settingService error', async () => {
    for (const url of [flagsUrl('test'), '/config/v1/ConnectivityTest/1.0?agents=ConnectivityTestWeb']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        id: 'ENVIRONMENT_NOT_SET',
        message: 'Environment is not set in settingService',
      });
    }
  });

  it('rejects an unknown agent and model with a 404 naming them', async () => {
    const agent = await t.app.inject({ url: flagsUrl('staging', 'Other') });
    expect(agent.statusCode).toBe(404);
    expect(agent.json().error.message).toContain('Other');
    const model = await t.app.inject({ url: '/config/v1/Nope/1.0?environment=staging' });
    expect(model.statusCode).toBe(404);
    expect(model.json().error.id).toBe('UNKNOWN_MODEL');
  });

  it('lets only the admin token edit flags, per environment group', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/flags/staging',
      payload: { outage: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/flags/staging',
      headers: { authorization: `Bearer ${adminToken()}` },
      payload: { outage: true },
    });
    expect(wrong.statusCode).toBe(401);

    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/flags/staging',
      headers: { authorization: `Bearer ${token}` },
      payload: { outage: true, copilot: false },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ outage: true, copilot: false });

    const staging = (await t.app.inject({ url: flagsUrl('staging') })).json().agents[FlagServiceAgent];
    expect(staging).toMatchObject({ outage: true, copilot: false });
    const production = (await t.app.inject({ url: flagsUrl('production') })).json().agents[FlagServiceAgent];
    expect(production).toMatchObject({ outage: false, copilot: true });

    const all = await t.app.inject({
      url: '/api/admin/flags',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(all.json().staging.outage).toBe(true);
    expect(all.json().development.outage).toBe(false);
  });

  it('rejects a bad flag edit with a message naming the problem, and changes nothing', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/flags/production',
      headers: auth,
      payload: { outage: true, bogus: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('bogus');
    const notBool = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/flags/production',
      headers: auth,
      payload: { outage: 'yes' },
    });
    expect(notBool.statusCode).toBe(400);
    expect(notBool.json().error.details[0].path).toBe('body.outage');
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/flags/production',
      headers: auth,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const badGroup = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/flags/qa',
      headers: auth,
      payload: { outage: true },
    });
    expect(badGroup.statusCode).toBe(400);
    expect(badGroup.json().error.id).toBe('ENVIRONMENT_NOT_SET');
    const production = (await t.app.inject({ url: flagsUrl('production') })).json().agents[FlagServiceAgent];
    expect(production.outage).toBe(false);
  });
});

describe.each(kinds)('admin API without a token configured (%s)', (kind) => {
  const t = suiteApp(kind);

  it('says the admin API is turned off', async () => {
    const res = await t.app.inject({
      url: '/api/admin/flags',
      headers: { authorization: 'Bearer whatever-token-123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.id).toBe('ADMIN_API_DISABLED');
  });
});
