import { describe, expect, it } from 'vitest';
import { mediaRunKey } from '@netlens/core';
import { hashToken, relayKey, RELAY_RUN_MAX_AGE_MS } from './policy.js';

describe('who may use the media relay', () => {
  const run = { id: '3b241101-e2bb-4255-8caf-4136c566a962', token_hash: hashToken('x'.repeat(43)) };
  const created = Date.parse('2026-11-25T10:00:00Z');

  it("a run, with the key derived from its token's hash, for a day after its creation", async () => {
    const row = { ...run, created_at: new Date(created).toISOString() };
    expect(await relayKey(row, created + 1000)).toEqual(await mediaRunKey(run.token_hash, run.id));
    expect(await relayKey(row, created + RELAY_RUN_MAX_AGE_MS)).not.toBeNull();
    expect(await relayKey(row, created + RELAY_RUN_MAX_AGE_MS + 1)).toBeNull();
  });
});
