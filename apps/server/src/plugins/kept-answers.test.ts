import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KeptAnswer, answerCache, chooseCoding } from './kept-answers.js';

describe('chooseCoding', () => {
  it('prefers brotli, then gzip, by the q-values the caller gives', () => {
    expect(chooseCoding(undefined)).toBe('identity');
    expect(chooseCoding('gzip')).toBe('gzip');
    expect(chooseCoding('x-gzip')).toBe('gzip');
    expect(chooseCoding('gzip, deflate, br')).toBe('br');
    expect(chooseCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseCoding('GZIP;Q=0.8, identity;q=0.9')).toBe('identity');
    expect(chooseCoding('deflate')).toBe('identity');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseCoding('gzip;q=0')).toBe('identity');
    expect(chooseCoding('identity;q=0')).toBe('identity');
    expect(chooseCoding('gzip;q=abc')).toBe('identity');
  });
});

describe('kept answers', () => {
  it('compresses once per coding, each form with the ETag of its own bytes', async () => {
    const answer = new KeptAnswer(
      'application/json',
      JSON.stringify({ hosts: Array(500).fill('a.example') }),
    );
    const gz = await answer.form('gzip');
    expect(gunzipSync(gz.body).equals(answer.identity.body)).toBe(true);
    expect(gz.body.length).toBeLessThan(answer.identity.body.length / 10);
    expect(await answer.form('gzip')).toBe(gz);
    const etags = new Set([answer.identity.etag, gz.etag, (await answer.form('br')).etag]);
    expect(etags.size).toBe(3);
  });

  it('makes an answer once however many ask at the same time, and keeps the most recent', async () => {
    const kept = answerCache(2);
    let made = 0;
    const make = async () => {
      made++;
      return new KeptAnswer('text/plain', `answer ${made}`);
    };
    const [a, b] = await Promise.all([kept('a', make), kept('a', make)]);
    expect(a).toBe(b);
    expect(made).toBe(1);
    await kept('b', make);
    await kept('a', make); // a is now the most recent, b the oldest
    await kept('c', make);
    expect(made).toBe(3);
    expect(await kept('a', make)).toBe(a);
    await kept('b', make);
    expect(made).toBe(4);
  });

  it('forgets a failed make, so the next request tries again', async () => {
    const kept = answerCache(2);
    await expect(kept('a', () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    const answer = await kept('a', async () => new KeptAnswer('text/plain', 'back'));
    expect(answer.identity.body.toString()).toBe('back');
  });
});
