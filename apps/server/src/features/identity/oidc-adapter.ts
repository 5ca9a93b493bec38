import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/index.js';
import {
  deleteOidcGrant,
  deleteOidcState,
  findOidcState,
  findOidcStateBy,
  setOidcPayload,
  upsertOidcState,
} from './oidc-store-repo.js';

const now = () => new Date().toISOString();

/**
 * oidc-provider's storage in the database: every instance on it sees the same sessions,
 * interactions, codes and grants, so a sign-in started on one instance finishes on another.
 */
export class DbAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    await upsertOidcState(this.db, {
      model: this.model,
      id,
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      uid: payload.uid ?? null,
      user_code: payload.userCode ?? null,
      account_id: payload.accountId ?? null,
      expires_at: new Date(Date.now() + (expiresIn || 3600) * 1000).toISOString(),
    });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const found = await findOidcState(this.db, this.model, id, now());
    return found ? (JSON.parse(found) as AdapterPayload) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const found = await findOidcStateBy(this.db, this.model, 'uid', uid, now());
    return found ? (JSON.parse(found) as AdapterPayload) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const found = await findOidcStateBy(this.db, this.model, 'user_code', userCode, now());
    return found ? (JSON.parse(found) as AdapterPayload) : undefined;
  }

  async consume(id: string): Promise<void> {
    const found = await this.find(id);
    if (!found) return;
    const consumed = { ...found, consumed: Math.floor(Date.now() / 1000) };
    await setOidcPayload(this.db, this.model, id, JSON.stringify(consumed));
  }

  async destroy(id: string): Promise<void> {
    await deleteOidcState(this.db, this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await deleteOidcGrant(this.db, grantId);
  }
}
