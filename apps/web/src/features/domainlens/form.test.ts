import { describe, expect, it } from 'vitest';
import { earliestAdditionDate } from '@netlens/core';
import {
  addedWildcards,
  checkForm,
  emptyForm,
  formCouncilReasons,
  isBulkRemoval,
  missesRequired,
  removedCount,
} from './form';

const filled = {
  ...emptyForm(),
  workloadName: 'Exchange',
  fqdns: 'a.contoso.com\nb.contoso.com',
  changeReason: 'new',
};

describe('the endpoint-set editor', () => {
  it('sends a valid draft with its lists one entry a line', () => {
    const r = checkForm({ ...filled, tcpPorts: '80, 443', cidrs: '10.0.0.0/8' }, 'External', {});
    expect(r.issues).toEqual([]);
    expect(r.body?.endpointSet).toMatchObject({
      fqdns: ['a.contoso.com', 'b.contoso.com'],
      cidrs: ['10.0.0.0/8'],
      tcpPorts: '80,443',
    });
  });

  it('sends each subnet line as its service-tree assignment and names a subnet the set lacks', () => {
    const id = '6f1c0e3a-8d6b-4f36-9d35-1b1c2f8a7e11';
    const form = {
      ...filled,
      cidrs: '10.0.0.0/8\n2603:1006::/40',
      subnetServiceTrees: `10.0.0.0/8 ${id.toUpperCase()}\n2603:1006::/40 = ${id}`,
      memberSetAssignments: [`2603:1006::/40 ${id}`],
    };
    expect(checkForm(form, 'External', {}).body?.endpointSet.subnetServiceTrees).toEqual([
      { serviceTreeId: id, isFromMemberSet: false, ipAddressRaw: '10.0.0.0', subnetMask: 8 },
      { serviceTreeId: id, isFromMemberSet: true, ipAddressRaw: '2603:1006::', subnetMask: 40 },
    ]);
    const outside = checkForm({ ...form, subnetServiceTrees: `10.1.0.0/16 ${id}` }, 'External', {});
    expect(outside.issues).toEqual([
      { field: 'subnetServiceTrees', key: 'domainlens.rules.subnetNotInSet', entry: `10.1.0.0/16 ${id}` },
    ]);
  });

  it('names each broken rule under its field', () => {
    const r = checkForm(
      {
        ...filled,
        tcpPorts: '80;443',
        fqdns: 'a.contoso.com\na.contoso.com\nbad name',
        cidrs: '10.0.0.0/40',
        changeReason: ' ',
      },
      'External',
      {},
    );
    expect(r.body).toBeNull();
    expect(r.issues).toEqual(
      expect.arrayContaining([
        { field: 'tcpPorts', key: 'domainlens.rules.invalidPorts', entry: undefined },
        { field: 'fqdns', key: 'domainlens.rules.invalidFqdn', entry: 'bad name' },
        { field: 'fqdns', key: 'domainlens.rules.fqdnExists', entry: 'a.contoso.com' },
        { field: 'cidrs', key: 'domainlens.rules.invalidSubnet', entry: '10.0.0.0/40' },
        { field: 'changeReason', key: 'domainlens.rules.changeReasonRequired' },
      ]),
    );
  });

  it('asks an internal set for a subnet and a set for an FQDN or subnet', () => {
    expect(checkForm(filled, 'Internal', {}).issues).toContainEqual({
      field: 'cidrs',
      key: 'domainlens.rules.internalNeedsSubnet',
    });
    expect(checkForm({ ...filled, fqdns: '' }, 'External', {}).issues).toContainEqual({
      field: 'fqdns',
      key: 'domainlens.rules.fqdnOrSubnetRequired',
      entry: undefined,
    });
  });

  it('sends the change inputs, and mirrors the server on the addition date', () => {
    const treeId = '0b7c2a4e-5d1f-4c3a-9e8b-2f6d1a7c9e30';
    const later = earliestAdditionDate(new Date());
    const r = checkForm(
      {
        ...filled,
        addEffectiveDate: later,
        internalChange: true,
        isRequireChangeCouncilApproval: false,
        serviceTreeIdAdditions: [treeId],
      },
      'External',
      {},
    );
    expect(r.body).toMatchObject({
      addEffectiveDate: later,
      removeEffectiveDate: null,
      internalChange: true,
      isRequireChangeCouncilApproval: false,
      serviceTreeIdAdditions: [treeId],
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(checkForm({ ...filled, addEffectiveDate: today }, 'External', {}).issues).toEqual([
      { field: 'addEffectiveDate', key: 'domainlens.rules.effectiveDateTooSoon', entry: undefined },
    ]);
  });

  it('asks an exemplar of each added wildcard only, under that wildcard', () => {
    const baseline = { fqdns: ['*.old.contoso.com'], cidrs: [] };
    const form = { ...filled, fqdns: '*.old.contoso.com\n*.Contoso.com\na.contoso.com' };
    expect(addedWildcards(form, baseline)).toEqual(['*.contoso.com']);
    const bad = checkForm(
      { ...form, wildcardExemplars: { '*.contoso.com': 'mail.example.org' } },
      'External',
      { baseline },
    );
    expect(bad.issues).toEqual([
      { field: 'wildcardExemplars', key: 'domainlens.rules.exemplarNotCovered', entry: '*.contoso.com' },
    ]);
    // Blank exemplars, and exemplars of wildcards no longer added, are not sent.
    const ok = checkForm(
      { ...form, wildcardExemplars: { '*.contoso.com': ' mail.contoso.com ', '*.gone.com': 'a.gone.com' } },
      'External',
      { baseline },
    );
    expect(ok.body?.wildcardExemplars).toEqual({ '*.contoso.com': 'mail.contoso.com' });
    expect(
      checkForm({ ...form, wildcardExemplars: { '*.contoso.com': ' ' } }, 'External', { baseline }).body
        ?.wildcardExemplars,
    ).toEqual({});
  });

  it('counts a bulk removal past 100 removed endpoints, which the policy sends to the council', () => {
    const published = Array.from({ length: 101 }, (_, i) => `h${i}.contoso.com`);
    const baseline = {
      fqdns: published,
      cidrs: ['10.0.0.0/8'],
      workloadName: 'Exchange',
      governanceCategory: 'Default',
    };
    const keepAll = { ...filled, workloadName: 'Exchange', fqdns: published.join('\n'), cidrs: '10.0.0.0/8' };
    expect(removedCount(keepAll, baseline)).toBe(0);
    expect(formCouncilReasons(keepAll, baseline)).toEqual([]);
    const keepOne = { ...keepAll, fqdns: published[0]!, cidrs: '' };
    expect(removedCount(keepOne, baseline)).toBe(101);
    expect(isBulkRemoval(keepOne, baseline)).toBe(true);
    expect(formCouncilReasons(keepOne, baseline)).toEqual(['bulkRemoval']);
    const keepTwo = { ...keepOne, fqdns: published.slice(0, 2).join('\n') };
    expect(isBulkRemoval(keepTwo, baseline)).toBe(false);
    // A move, an added subnet and an Optimize set each require the council too.
    expect(formCouncilReasons({ ...keepAll, workloadName: 'SharePoint' }, baseline)).toEqual([
      'workloadMove',
    ]);
    expect(formCouncilReasons({ ...keepAll, cidrs: '10.0.0.0/8\n11.0.0.0/8' }, baseline)).toEqual([
      'ipSubnetAdditions',
    ]);
    expect(formCouncilReasons({ ...keepAll, governanceCategory: 'Optimize' }, baseline)).toEqual([
      'governedCategory',
    ]);
  });
  it('asks to fill in the required fields only when one is empty', () => {
    expect(missesRequired(checkForm({ ...filled, workloadName: '' }, undefined, {}).issues)).toBe(true);
    expect(missesRequired(checkForm({ ...filled, changeReason: ' ' }, 'External', {}).issues)).toBe(true);
    const notes = checkForm({ ...filled, isRequired: false }, 'External', {}).issues;
    expect(notes).toContainEqual({ field: 'optionalFunctionality', key: 'domainlens.rules.missingRequired' });
    expect(missesRequired(notes)).toBe(true);
    const broken = checkForm({ ...filled, tcpPorts: '80-' }, 'External', {}).issues;
    expect(broken.length).toBeGreaterThan(0);
    expect(missesRequired(broken)).toBe(false);
  });
});
