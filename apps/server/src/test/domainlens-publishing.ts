import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type DbKind, type TestApp } from './harness.js';
import { signInDomainLensRoles, type DomainLensRole } from './domainlens-fixtures.js';
import type { Browser } from './identity-helpers.js';

/** Publishing tests' server: the three workflow roles signed in, Exchange and SharePoint, a way to stage a change. */
export interface PublishingApp {
  t: TestApp;
  post: (who: DomainLensRole, path: string, payload: object) => Promise<LightMyRequestResponse>;
  raw: (
    url: string,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: string; headers: Record<string, unknown> }>;
  get: (who: DomainLensRole, path: string) => Promise<LightMyRequestResponse>;
  /** Drafts, submits and gets both approvals: the change ends staged. */
  stage: (body: object) => Promise<string>;
}

export async function publishingApp(kind: DbKind, env: Record<string, string> = {}): Promise<PublishingApp> {
  const t = await startTestApp(kind, { ENDPOINT_LIST_RATE_LIMIT: '60', ...env });
  const b: Record<DomainLensRole, Browser> = await signInDomainLensRoles(t);
  const post = (who: DomainLensRole, path: string, payload: object) =>
    b[who].request({ method: 'POST', url: `/api/ipurl/api/v1/${path}`, payload });
  const raw = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    return { status: res.statusCode, body: res.body, headers: res.headers as Record<string, unknown> };
  };
  for (const [id, name] of [
    ['Exchange', 'Exchange Online'],
    ['SharePoint', 'SharePoint Online and OneDrive for Business'],
  ] as const) {
    const res = await post('council', 'Workload', {
      id,
      workloadChampName: 'Champ',
      workloadChampSecurityGroup: `${id}-champs`,
      workloadChampEmail: 'champ@contoso.example',
      serviceArea: id,
      serviceAreaDisplayName: name,
      propertyGroups: ['M365'],
      workloadType: 'External',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function stage(body: object) {
    const draft = await post('author', 'EndpointSetChange/UpsertDraft', body);
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().change.id;
    expect((await post('author', 'EndpointSetChange/Submit', { id })).statusCode).toBe(200);
    expect((await post('champ', 'EndpointSetChange/WorkloadChampApprove', { id })).statusCode).toBe(200);
    const done = await post('council', 'EndpointSetChange/ChangeCouncilApprove', { id });
    expect(done.json().change.status).toBe('StagedForPublishing');
    return id as string;
  }
  const get = (who: DomainLensRole, path: string) => b[who].get(`/api/ipurl/api/v1/${path}`);
  return { t, post, get, raw, stage };
}
