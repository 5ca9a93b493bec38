import { describe, expect, it } from 'vitest';
import type { Language } from './i18n.js';
import { translate } from './locales.js';
import { listParam, localized, phrase, renderMessage } from './message.js';

const render = (lang: Language, msg: Parameters<typeof renderMessage>[0]) =>
  renderMessage(msg, (key, params) => translate(lang, key, params), lang);

describe('messages of the string tables', () => {
  const unresolved = localized('domainlens.reasons.DnsResolution.unresolved', {
    unresolved: listParam([
      phrase('domainlens.reasons.dns.NXDOMAIN', { name: 'a.contoso.com' }),
      phrase('domainlens.reasons.dns.TimedOut', { name: 'b.contoso.com', ms: 2000 }),
    ]),
  });

  it('renders a message and its phrases in each language, lists as the language lists', () => {
    expect(render('en', unresolved)).toBe(
      'Added FQDNs must resolve: could not resolve a.contoso.com (NXDOMAIN: the name does not exist) and could not resolve b.contoso.com (timed out after 2000 ms).',
    );
    expect(render('ja', unresolved)).toBe(
      '追加する FQDN は名前解決できる必要があります: a.contoso.com を解決できません (NXDOMAIN: 名前が存在しません)、b.contoso.com を解決できません (2000 ms でタイムアウト)。',
    );
    expect(render('zh-Hant', unresolved)).toBe(
      '新增的 FQDN 必須能夠解析：無法解析 a.contoso.com（NXDOMAIN：該名稱不存在）和無法解析 b.contoso.com（2000 毫秒後逾時）。',
    );
  });

  it('keeps at most ten items of a list and counts the rest in the language', () => {
    const many = localized('domainlens.reasons.MicrosoftOwnership.foreign', {
      foreign: listParam(Array.from({ length: 13 }, (_, k) => `10.0.${k}.0/24`)),
    });
    expect(many.params?.foreign).toMatchObject({ more: 3 });
    expect(render('en', many)).toMatch(/10\.0\.9\.0\/24 and 3 more\.$/);
    expect(render('ja', many)).toMatch(/10\.0\.9\.0\/24、ほか 3 件。$/);
    expect(render('zh-Hans', many)).toMatch(/10\.0\.9\.0\/24和另外 3 项。$/);
  });

  it('picks plural forms by the count', () => {
    const pass = (count: number) =>
      localized('domainlens.reasons.BulkRemoval.pass', { count, workload: 'Exchange', limit: 100 });
    expect(render('en', pass(1))).toBe('The change removes 1 endpoint from Exchange, not more than 100.');
    expect(render('en', pass(2))).toBe('The change removes 2 endpoints from Exchange, not more than 100.');
  });
});
