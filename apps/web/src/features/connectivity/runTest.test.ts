import { describe, expect, it, vi } from 'vitest';
import type { FrontDoor, GeneratedReport } from '@netlens/core';
import { ApiError } from '../../lib/api';
import { flushTelemetry, log, resetTelemetryForTests } from '../../lib/telemetry';
import { MapsCallError } from '../geo';
import type { ProbeResult } from '../frontdoors';
import { sampleReport } from '../../run/sampleReport';
import { getRunState } from '../../run/runStore';
import { runTest, type RunDeps } from './runTest';

const mail: FrontDoor = {
  id: 'osa',
  workload: 'mail',
  city: 'Osaka',
  country: 'Japan',
  countryCode: 'JP',
  latitude: 34.69,
  longitude: 135.5,
  probeUrl: 'http://127.0.0.1:1/',
};
const probe: ProbeResult = {
  frontDoorId: 'osa-1',
  samples: [
    { ms: 12.5, timing: 'resource-timing' },
    { ms: 11.25, timing: 'resource-timing' },
  ],
  coldMs: 40,
  stats: null,
  timing: 'resource-timing',
  failures: 0,
};
const input = {
  mode: 'manual',
  place: {
    address: { city: 'Osaka', region: 'Osaka', country: 'Japan', countryCode: 'JP' },
    point: { latitude: 34.69, longitude: 135.5 },
  },
  domainName: '',
  debugTrace: false,
  culture: 'en',
} as const;

function deps(overrides: Partial<RunDeps> = {}) {
  const forms: URLSearchParams[] = [];
  const reports: GeneratedReport[] = [];
  const given: Partial<RunDeps> & Pick<RunDeps, 'onReport'> = {
    detect: async () => {
      throw new Error('not used in manual mode');
    },
    frontDoors: async () => ({ frontDoors: [mail], self: null }),
    probe: async (_f, onProgress) => {
      onProgress(25, 25);
      return probe;
    },
    generate: async (form) => {
      forms.push(form);
      return sampleReport();
    },
    onReport: (r) => reports.push(r),
    ...overrides,
  };
  return { given, forms, reports };
}

describe('runTest', () => {
  it('probes, posts the form and ends waiting for the advanced client', async () => {
    const { given, forms, reports } = deps();
    await runTest(input, given);
    const state = getRunState();
    expect(state.phase).toBe('WaitingDownloadRichClient');
    expect(state.reportId).toBe(sampleReport().id);
    expect(reports).toHaveLength(1);
    expect(Object.fromEntries(forms[0]!)).toEqual({
      latitude: '34.69',
      longitude: '135.5',
      city: 'Osaka',
      region: 'Osaka',
      country: 'Japan',
      isAutoDetected: 'false',
      exchangeFaultZoneCode: 'osa-1',
      measuredLatency: '11.25',
      measuredLatencies: '12.5,11.25',
      egressIp: '',
      debugTrace: 'false',
      latencyTiming: 'resource-timing',
    });
  });

  it('holds the page telemetry back until the run has ended, whether it ends with a report or fails', async () => {
    // Other files in this worker share the telemetry module: start from an empty queue, no hold.
    resetTelemetryForTests();
    const sendTelemetry = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', sendTelemetry);
    for (const generate of [async () => sampleReport(), async () => Promise.reject(new Error('down'))]) {
      sendTelemetry.mockClear();
      let probed: (result: ProbeResult) => void = () => {};
      const { given } = deps({ probe: () => new Promise((resolve) => (probed = resolve)), generate });
      const run = runTest(input, given);
      log('M00003', 'logged while the probes are timed');
      await vi.waitFor(() => expect(getRunState().step).toBe('probing'));
      flushTelemetry();
      expect(sendTelemetry).not.toHaveBeenCalled();
      probed(probe);
      await run;
      flushTelemetry();
      expect(sendTelemetry).toHaveBeenCalledTimes(1);
    }
  });

  it('fails with the generate alert when the server refuses', async () => {
    const { given } = deps({
      generate: async () => {
        throw new ApiError({ method: 'POST', path: '/x', status: 500, reason: 'boom' });
      },
    });
    await runTest(input, given);
    expect(getRunState()).toMatchObject({
      phase: 'TestFailed',
      failure: { kind: 'generate' },
      reportId: null,
    });
  });

  it('fails without posting when there is no mail front door or no sample', async () => {
    const none = deps({ frontDoors: async () => ({ frontDoors: [], self: null }) });
    await runTest(input, none.given);
    expect(getRunState().failure).toEqual({ kind: 'noFrontDoor' });
    const silent = deps({ probe: async () => ({ ...probe, samples: [], failures: 25 }) });
    await runTest(input, silent.given);
    expect(getRunState().failure).toEqual({ kind: 'probes', frontDoor: 'Osaka' });
    expect(silent.forms).toHaveLength(0);
  });

  it('starts probing while the detected point is still being named, and uses the name', async () => {
    const osaka = input.place;
    let named: () => void = () => undefined;
    const events: string[] = [];
    const { given, forms } = deps({
      detect: async (_culture, _deps, onPoint) => {
        onPoint?.(osaka.point);
        await new Promise<void>((resolve) => (named = resolve));
        events.push('named');
        return {
          location: { ...osaka, isAutoDetected: true, source: 'browser' },
          fallback: null,
        };
      },
      probe: async () => {
        events.push('probing');
        named();
        return probe;
      },
    });
    await runTest({ ...input, mode: 'auto', place: null }, given);
    expect(events).toEqual(['probing', 'named']);
    expect(forms[0]?.get('city')).toBe('Osaka');
    expect(forms[0]?.get('isAutoDetected')).toBe('true');
  });

  it('stops the probes and shows the maps alert when naming the point fails', async () => {
    let signal: AbortSignal | undefined;
    let fail: (error: Error) => void = () => undefined;
    const { given, forms } = deps({
      detect: async (_culture, _deps, onPoint) => {
        onPoint?.(input.place.point);
        await new Promise<void>((_resolve, reject) => (fail = reject));
        throw new Error('unreachable');
      },
      probe: async (_f, _progress, _env, given) => {
        signal = given;
        fail(new MapsCallError(new Error('maps down')));
        await new Promise((resolve) => setTimeout(resolve, 5));
        return probe;
      },
    });
    await runTest({ ...input, mode: 'auto', place: null }, given);
    expect(signal?.aborted).toBe(true);
    expect(getRunState()).toMatchObject({ phase: 'TestFailed', failure: { kind: 'maps', tries: 3 } });
    expect(forms).toHaveLength(0);
  });

  it('sends the first probe before asking for a position when the catalogue is at hand and names this server', async () => {
    const calls: string[] = [];
    const { given, forms } = deps({
      frontDoors: () => ({ frontDoors: [mail], self: mail.id }),
      detect: async () => {
        calls.push('detect');
        return {
          location: { point: mail, address: input.place.address, isAutoDetected: true, source: 'browser' },
          fallback: null,
        };
      },
      probe: async () => {
        calls.push('probe');
        return probe;
      },
    });
    const running = runTest({ ...input, mode: 'auto', place: null }, given);
    expect(calls).toEqual(['probe', 'detect']); // no await came before either: no re-render between
    await running;
    expect(forms).toHaveLength(1);
  });
});
