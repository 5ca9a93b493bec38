import { describe, expect, it } from 'vitest';
import { predictInternetType } from './rules.js';

const as = (asn: number, name: string) => ({ asn, name });

describe('internet type prediction', () => {
  it('knows satellite operators by name', () => {
    expect(predictInternetType(as(14593, 'Space Exploration Technologies Corporation'))).toBe('Satellite');
    expect(predictInternetType(as(7155, 'ViaSat, Inc.'))).toBe('Satellite');
    expect(predictInternetType(as(6621, 'Hughes Network Systems, LLC'))).toBe('Satellite');
    expect(predictInternetType(as(15829, 'Eutelsat S.A.'))).toBe('Satellite');
  });

  it('knows mobile carriers by number where the name does not say so, else by name', () => {
    expect(predictInternetType(as(22394, 'Verizon Business'))).toBe('Cellular');
    expect(predictInternetType(as(20057, 'AT&T Enterprises, LLC'))).toBe('Cellular');
    expect(predictInternetType(as(21928, 'T-Mobile USA, Inc.'))).toBe('Cellular');
    expect(predictInternetType(as(9808, 'China Mobile'))).toBe('Cellular');
    expect(predictInternetType(as(1, 'Telefonica Moviles Chile'))).toBe('Cellular');
  });

  it('takes cloud, hosting, security-proxy and campus networks for an office', () => {
    for (const name of [
      'Amazon.com, Inc.',
      'Google LLC',
      'Microsoft Corporation',
      'Zscaler, Inc.',
      'OVH SAS',
    ]) {
      expect(predictInternetType(as(2, name)), name).toBe('Office');
    }
    expect(predictInternetType(as(3, 'Massachusetts Institute of Technology University'))).toBe('Office');
  });

  it('takes residential carriers and broadband words for a home', () => {
    for (const name of [
      'Comcast Cable Communications, LLC',
      'Charter Communications Inc',
      'British Telecommunications PLC',
      'Deutsche Telekom AG',
      'Verizon Business',
      'Some Fibre Networks Ltd',
    ]) {
      expect(predictInternetType(as(4, name)), name).toBe('Home');
    }
  });

  it('says Unknown when nothing matches or the network is not known, and never predicts Cafe', () => {
    expect(predictInternetType(as(20712, 'Andrews & Arnold Ltd'))).toBe('Unknown');
    expect(predictInternetType(null)).toBe('Unknown');
  });
});
