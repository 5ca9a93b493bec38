import { describe, expect, it } from 'vitest';
import { HubAdmission } from './hub-limits.js';

describe('live channel admission per address', () => {
  it('counts open connections and handshakes per address, and lets them go again', () => {
    let now = 0;
    const gate = new HubAdmission({ connectionsPerAddress: 2, handshakesPerMinute: 4 }, () => now);
    expect(gate.admit('10.0.0.1')).toBeNull();
    gate.opened('10.0.0.1');
    expect(gate.admit('10.0.0.1')).toBeNull();
    gate.opened('10.0.0.1');
    expect(gate.admit('10.0.0.1')).toMatch(/too many open connections/);
    // Another address is not affected.
    expect(gate.admit('10.0.0.2')).toBeNull();
    gate.closed('10.0.0.1');
    expect(gate.admit('10.0.0.1')).toBeNull(); // the fourth handshake this minute
    expect(gate.admit('10.0.0.1')).toMatch(/too many connection attempts .*at most 4 a minute/);
    now += 60_000;
    expect(gate.admit('10.0.0.1')).toBeNull();
  });

  it('never counts below zero when a close is seen twice', () => {
    const gate = new HubAdmission({ connectionsPerAddress: 1, handshakesPerMinute: 100 }, () => 0);
    gate.closed('10.0.0.3');
    gate.opened('10.0.0.3');
    expect(gate.admit('10.0.0.3')).toMatch(/open connections/);
    gate.closed('10.0.0.3');
    gate.closed('10.0.0.3');
    expect(gate.admit('10.0.0.3')).toBeNull();
  });
});
