import type { FrontDoor, FrontDoorCatalogue, GeneratedReport, GeoPlace, GeoPoint } from '@netlens/core';
import { ApiError } from '../../lib/api';
import { callContract } from '../../lib/contractApi';
import { holdTelemetry, logUnhandledError } from '../../lib/telemetry';
import { detectLocation, LocationNotFoundError, MapsCallError } from '../geo';
import type { TestLocation } from '../../run/location';
import { mailProbeTarget, probeBaseFor, probeInWorker, servingMailFrontDoor } from '../frontdoors';

export { prewarmProbeWorker } from '../frontdoors';
export { debugTraceRequested } from './form';
import { buildReportForm } from './form';
import { beginRun, dispatchPhase, getRunState, patchRun, type RunFailure } from '../../run/runStore';

/** What the start page hands the runner. */
export interface RunInput {
  mode: 'auto' | 'manual';
  /** The chosen city in manual mode. */
  place: GeoPlace | null;
  /** The optional organisation domain name (kept for the advanced client). */
  domainName: string;
  debugTrace: boolean;
  culture: string;
}

/** The calls a run makes; tests replace them. */
export interface RunDeps {
  detect: typeof detectLocation;
  /** The catalogue; given at once when it is already loaded, so the probes start without a wait. */
  frontDoors: () => FrontDoorCatalogue | Promise<FrontDoorCatalogue>;
  probe: typeof probeInWorker;
  generate: (form: URLSearchParams) => Promise<GeneratedReport>;
  /** Receives the generated report (the caller seeds the query cache with it). */
  onReport: (report: GeneratedReport) => void;
}

const defaults: Omit<RunDeps, 'onReport'> = {
  detect: detectLocation,
  frontDoors: () => callContract('ReadFrontDoors'),
  probe: probeInWorker,
  generate: (body) => callContract('GenerateTestReport', { body }),
};

/** This page's base URL, e.g. https://host/gcc/ (tests run without a document). */
function pageBase(): string {
  return typeof document === 'undefined' ? 'http://localhost/' : new URL('./', document.baseURI).href;
}

/** How long generating the report may take before its step shows as active. */
const GeneratingStepDelayMs = 100;

/** Stops the run with an alert-worthy failure (TestFailed). */
class RunStopped extends Error {
  constructor(
    readonly failure: RunFailure,
    options?: { cause: unknown },
  ) {
    super(failure.kind, options);
  }
}

function manualLocation(place: GeoPlace): TestLocation {
  return { point: place.point, address: place.address, isAutoDetected: false, source: 'manual' };
}

async function locate(
  input: RunInput,
  deps: Omit<RunDeps, 'onReport'>,
  onPoint: (point: GeoPoint) => void,
): Promise<TestLocation> {
  if (input.mode === 'manual' && input.place) return manualLocation(input.place);
  try {
    const found = await deps.detect(input.culture, undefined, onPoint);
    patchRun({ fallback: found.fallback });
    return found.location;
  } catch (error) {
    if (error instanceof MapsCallError)
      throw new RunStopped({ kind: 'maps', call: error.call, tries: error.tries });
    if (error instanceof LocationNotFoundError)
      throw new RunStopped({ kind: 'location', failure: error.failure });
    throw error;
  }
}

/**
 * Runs the basic test (spec §4): BasicTest → location → mail front-door probes → generate the
 * report → WaitingDownloadRichClient; any failure → TestFailed with the matching alert. Locating
 * runs beside the probes: the front door that served the page is probed at once (its first
 * probe leaves before the browser is asked for a position), any other as soon as the visitor's
 * point is known; the place is named meanwhile.
 */
export async function runTest(
  input: RunInput,
  given: Partial<RunDeps> & Pick<RunDeps, 'onReport'>,
): Promise<void> {
  const deps = { ...defaults, ...given };
  // Nothing of the page's own telemetry goes out while the probes are timed.
  const releaseTelemetry = holdTelemetry();
  const runId = beginRun();
  const current = () => getRunState().runId === runId;
  const stopProbes = new AbortController();
  const startProbes = (target: FrontDoor, doors: FrontDoorCatalogue) => {
    patchRun({ step: 'probing', frontDoorCity: target.city });
    return deps.probe(
      probeBaseFor(target, doors, pageBase()),
      (done, total) => {
        // The last sample is followed at once by the next step: no render in between.
        if (done < total && current()) patchRun({ progress: { done, total } });
      },
      undefined,
      stopProbes.signal,
    );
  };
  try {
    const catalogue = deps.frontDoors();
    // No await when the catalogue is at hand: the first probe leaves before the page re-renders.
    const atHand = catalogue instanceof Promise ? null : catalogue;
    const serving = atHand && servingMailFrontDoor(atHand);
    const early = atHand && serving ? { target: serving, probing: startProbes(serving, atHand) } : null;
    let pointKnown: (point: GeoPoint) => void = () => undefined;
    const point = new Promise<GeoPoint>((resolve) => (pointKnown = resolve));
    const located = locate(input, deps, pointKnown).then(
      (location) => {
        if (current()) patchRun({ location });
        return location;
      },
      (error: unknown) => {
        stopProbes.abort();
        throw error;
      },
    );
    located.catch(() => undefined); // awaited below with the probes
    const probeLater = async () => {
      const doors = atHand ?? (await catalogue);
      if (!current()) return null;
      patchRun({ step: 'frontDoor' });
      // The front door that served the page needs no location; any other is the one nearest it.
      const target =
        servingMailFrontDoor(doors) ??
        mailProbeTarget(doors, await Promise.race([point, located.then((l) => l.point)]));
      if (!target) throw new RunStopped({ kind: 'noFrontDoor' });
      if (!current()) return null;
      return { target, probing: startProbes(target, doors) };
    };
    const probed = early ?? (await probeLater());
    if (!probed) return;
    const [location, probe] = await Promise.all([located, probed.probing]);
    const form = buildReportForm(location, probe, input.debugTrace);
    if (!form) throw new RunStopped({ kind: 'probes', frontDoor: probed.target.city });
    if (!current()) return;
    // The report usually answers within a frame or two: its step shows only when it takes longer,
    // so the page is not re-drawn while the server works.
    const generatingShown = setTimeout(() => {
      if (current()) patchRun({ step: 'generating' });
    }, GeneratingStepDelayMs);
    let report: GeneratedReport;
    try {
      report = await deps.generate(form);
    } catch (error) {
      throw new RunStopped({ kind: 'generate' }, { cause: error });
    } finally {
      clearTimeout(generatingShown);
    }
    if (!current()) return;
    deps.onReport(report);
    dispatchPhase({ type: 'reportGenerated' }, { step: null, reportId: report.id });
  } catch (error) {
    stopProbes.abort();
    if (!current()) return;
    // Front-door catalogue and unexpected failures also end in the generic generate alert.
    if (!(error instanceof RunStopped) && !(error instanceof ApiError)) logUnhandledError(error, 'runTest');
    const failure: RunFailure = error instanceof RunStopped ? error.failure : { kind: 'generate' };
    dispatchPhase({ type: 'fail' }, { step: null, failure });
  } finally {
    releaseTelemetry();
  }
}
