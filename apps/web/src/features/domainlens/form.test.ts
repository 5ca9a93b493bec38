import { describe, expect, it } from 'vitest';
import { checkForm, emptyForm } from './form';

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
});
