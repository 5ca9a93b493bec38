import { describe, expect, it } from 'vitest';
import { translate } from '../locales.js';
import {
  checkOcdi,
  ocdiMessage,
  suggestWildcard,
  type OcdiCandidate,
  type OcdiLegacyFacts,
  type OcdiRule,
} from './ocdi-rules.js';
import { OcdiStageLabel } from './ocdi.js';

const tree = '11111111-1111-4111-8111-111111111111';
const fqdn = (domainName: string, over: Partial<OcdiLegacyFacts> = {}): OcdiLegacyFacts => ({
  domainName,
  instance: 'Worldwide',
  serviceTreeId: tree,
  isWildcard: domainName.startsWith('*.'),
  sampleCount: 500,
  associationId: null,
  ...over,
});
const good: OcdiCandidate = {
  input: {
    ocdiDomains: 'mail.cloud.microsoft, calendar.cloud.microsoft',
    transitionStatus: 'Planning',
    gaDate: '2027-03-01',
    attested: true,
    submit: true,
  },
  legacy: [fqdn('mail.contoso.com'), fqdn('calendar.contoso.com')],
  records: { inventory: new Map(), taken: new Map() },
};
const withInput = (input: Partial<OcdiCandidate['input']>): OcdiCandidate => ({
  ...good,
  input: { ...good.input, ...input },
});
const withLegacy = (legacy: OcdiLegacyFacts[]): OcdiCandidate => ({ ...good, legacy });
/** The issues of one rule, and the English message of the first. */
const of = (c: OcdiCandidate, rule: OcdiRule) => {
  const found = checkOcdi(c).filter((i) => i.rule === rule);
  const [key, params] = found[0] ? ocdiMessage(found[0]) : ['', {}];
  return { found, text: found[0] ? translate('en', key, params) : '' };
};

describe('OCDI association rules (spec 2 §5)', () => {
  it('a complete, consistent association breaks no rule', () => {
    expect(checkOcdi(good)).toEqual([]);
  });

  it.each([
    ['ocdiEmpty', withInput({ ocdiDomains: ' , ' }), 'The OCDI domain is empty'],
    ['legacyEmpty', withLegacy([]), 'The legacy domain is empty'],
    ['stageEmpty', withInput({ transitionStatus: '' }), 'The transition stage is empty'],
    ['gaDateEmpty', withInput({ gaDate: '' }), 'The GA date is empty'],
  ] as const)('an empty value is named: %s', (rule, c, text) => {
    expect(of(c, rule).text).toBe(text);
  });

  it('each OCDI entry must be a domain name', () => {
    expect(
      of(withInput({ ocdiDomains: 'mail.cloud.microsoft, bad name.cloud.microsoft' }), 'format').found[0]
        ?.names,
    ).toEqual(['bad name.cloud.microsoft']);
  });

  it('a name listed twice is a duplicate', () => {
    const r = of(withInput({ ocdiDomains: 'mail.cloud.microsoft, Mail.cloud.microsoft' }), 'duplicate');
    expect(r.text).toBe('Listed more than once: mail.cloud.microsoft');
  });

  it('an OCDI entry outside cloud.microsoft is refused: legacy and OCDI are not mixed', () => {
    const r = of(withInput({ ocdiDomains: 'mail.cloud.microsoft, outlook.office.com' }), 'mustBeOcdi');
    expect(r.text).toBe('The domain must be OCDI domain: outlook.office.com');
  });

  it('a legacy FQDN inside cloud.microsoft is refused', () => {
    const r = of(withLegacy([fqdn('mail.contoso.com'), fqdn('teams.cloud.microsoft')]), 'mustNotBeOcdi');
    expect(r.text).toBe('The domain must not be OCDI domain: teams.cloud.microsoft');
  });

  it('cloud.microsoft itself is not deep enough; the third level is', () => {
    expect(
      of(withInput({ ocdiDomains: 'cloud.microsoft, *.cloud.microsoft' }), 'level').found[0]?.names,
    ).toEqual(['cloud.microsoft', '*.cloud.microsoft']);
    expect(of(withInput({ ocdiDomains: 'a.cloud.microsoft' }), 'level').found).toEqual([]);
  });

  it('a wildcard name needs the connectivity champion’s review, without refusing', () => {
    const r = of(withInput({ ocdiDomains: '*.mail.cloud.microsoft' }), 'wildcardReview');
    expect(r.found[0]).toMatchObject({ severity: 'review', names: ['*.mail.cloud.microsoft'] });
    const legacy = of(withLegacy([fqdn('*.mail.contoso.com')]), 'wildcardReview');
    expect(legacy.found[0]?.names).toEqual(['*.mail.contoso.com']);
  });

  it('an OCDI name in the inventory must have the legacy FQDNs’ service tree', () => {
    const c = {
      ...good,
      records: { inventory: new Map([['mail.cloud.microsoft', 'other-tree']]), taken: new Map() },
    };
    expect(of(c, 'serviceTreeMatch').found[0]?.names).toEqual(['mail.cloud.microsoft']);
    const same = {
      ...good,
      records: { inventory: new Map([['mail.cloud.microsoft', tree]]), taken: new Map() },
    };
    expect(of(same, 'serviceTreeMatch').found).toEqual([]);
  });

  it('a low sample count (or none counted yet) is a warning only', () => {
    const r = of(
      withLegacy([fqdn('mail.contoso.com', { sampleCount: -1 }), fqdn('b.contoso.com')]),
      'lowSample',
    );
    expect(r.found[0]).toMatchObject({ severity: 'warning', names: ['mail.contoso.com'] });
    expect(r.text).toBe('Low sample count (under 100): mail.contoso.com');
  });

  it('a name another association holds conflicts; its own does not', () => {
    const c = {
      ...good,
      records: { inventory: new Map(), taken: new Map([['mail.cloud.microsoft', 'other']]) },
    };
    expect(of(c, 'conflict').found[0]?.names).toEqual(['mail.cloud.microsoft']);
    expect(of({ ...c, selfId: 'other' }, 'conflict').found).toEqual([]);
  });

  it('more than 100 FQDNs are refused with a wildcard suggested', () => {
    const many = Array.from({ length: 101 }, (_, i) => fqdn(`h${i}.mail.contoso.com`));
    expect(of(withLegacy(many), 'tooMany').text).toBe(
      'At most 100 FQDNs per association (101 selected); use a wildcard such as *.mail.contoso.com instead.',
    );
    expect(of(withLegacy(many.slice(0, 100)), 'tooMany').found).toEqual([]);
    expect(suggestWildcard(['a.contoso.com', 'b.fabrikam.com'])).toBeNull();
  });

  it.each([
    ['instance', { instance: 'China' }, 'sameInstance'],
    ['service tree', { serviceTreeId: 'x' }, 'sameServiceTree'],
  ] as const)('the FQDNs share one %s', (_, other, rule) => {
    const r = of(withLegacy([fqdn('a.contoso.com'), fqdn('b.contoso.com', other)]), rule);
    expect(r.found[0]?.names).toEqual(['b.contoso.com']);
  });

  it('every FQDN has a service tree', () => {
    const r = of(withLegacy([fqdn('a.contoso.com', { serviceTreeId: null })]), 'noServiceTree');
    expect(r.text).toBe('The FQDN has no service tree: a.contoso.com');
  });

  it('a wildcard over a whole registered domain is an invalid super wildcard', () => {
    expect(of(withLegacy([fqdn('*.contoso.com')]), 'superWildcard').found[0]?.names).toEqual([
      '*.contoso.com',
    ]);
    expect(of(withLegacy([fqdn('*.mail.contoso.com')]), 'superWildcard').found).toEqual([]);
  });

  it('an FQDN already associated elsewhere is refused', () => {
    const c = withLegacy([fqdn('a.contoso.com', { associationId: 'x' })]);
    expect(of(c, 'existingAssociation').found[0]?.names).toEqual(['a.contoso.com']);
    expect(of({ ...c, selfId: 'x' }, 'existingAssociation').found).toEqual([]);
  });

  it('submitting needs the attestation; saving as not started does not', () => {
    expect(of(withInput({ attested: false }), 'attestation').found).toHaveLength(1);
    expect(of(withInput({ attested: false, submit: false }), 'attestation').found).toEqual([]);
  });

  it('shows the eight stages as S0–S6 with GA at S5 and NA apart', () => {
    expect(Object.values(OcdiStageLabel)).toEqual(['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'NA']);
    expect(OcdiStageLabel.GA).toBe('S5');
  });
});
