import type { GeneratedReport, GeoPlace } from '@netlens/core';
import { ApiError } from '../../lib/api';
import { logUnhandledError } from '../../lib/telemetry';
import { detectLocation } from '../location/detect';
import { LocationNotFoundError, MapsCallError } from '../location/errors';
import type { TestLocation } from '../location/types';
import { fetchFrontDoors } from '../probes/api';
import { probeFrontDoor } from '../probes/probe';
import { mailProbeTarget, probeBaseFor } from '../probes/target';
import { generateReport } from './api';
import { buildReportForm } from './form';
import { beginRun, dispatchPhase, getRunState, patchRun, type RunFailure } from './runStore';

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
  frontDoors: typeof fetchFrontDoors;
  probe: typeof probeFrontDoor;
  generate: typeof generateReport;
  /** Receives the generated report (the caller seeds the query cache with it). */
  onReport: (report: GeneratedReport) => void;
}

const defaults: Omit<RunDeps, 'onReport'> = {
  detect: detectLocation,
  frontDoors: fetchFrontDoors,
  probe: probeFrontDoor,
  generate: generateReport,
};

/** This page's base URL, e.g. https://host/gcc/ (tests run without a document). */
function pageBase(): string {
  return typeof document === 'undefined' ? 'http://localhost/' : new URL('./', document.baseURI).href;
}

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

async function locate(input: RunInput, deps: Omit<RunDeps, 'onReport'>): Promise<TestLocation> {
  if (input.mode === 'manual' && input.place) return manualLocation(input.place);
  try {
    const found = await deps.detect(input.culture);
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
 * report → WaitingDownloadRichClient; any failure → TestFailed with the matching alert.
 */
export async function runTest(
  input: RunInput,
  given: Partial<RunDeps> & Pick<RunDeps, 'onReport'>,
): Promise<void> {
  const deps = { ...defaults, ...given };
  const runId = beginRun();
  const current = () => getRunState().runId === runId;
  try {
    const location = await locate(input, deps);
    if (!current()) return;
    patchRun({ location, step: 'frontDoor' });
    const catalogue = await deps.frontDoors();
    const target = mailProbeTarget(catalogue, location.point);
    if (!target) throw new RunStopped({ kind: 'noFrontDoor' });
    if (!current()) return;
    patchRun({ step: 'probing', frontDoorCity: target.city });
    const probe = await deps.probe(probeBaseFor(target, catalogue, pageBase()), (done, total) => {
      if (current()) patchRun({ progress: { done, total } });
    });
    const form = buildReportForm(location, probe, input.debugTrace);
    if (!form) throw new RunStopped({ kind: 'probes', frontDoor: target.city });
    if (!current()) return;
    patchRun({ step: 'generating' });
    let report: GeneratedReport;
    try {
      report = await deps.generate(form);
    } catch (error) {
      throw new RunStopped({ kind: 'generate' }, { cause: error });
    }
    if (!current()) return;
    deps.onReport(report);
    dispatchPhase({ type: 'reportGenerated' }, { step: null, reportId: report.id });
  } catch (error) {
    if (!current()) return;
    // Front-door catalogue and unexpected failures also end in the generic generate alert.
    if (!(error instanceof RunStopped) && !(error instanceof ApiError)) logUnhandledError(error, 'runTest');
    const failure: RunFailure = error instanceof RunStopped ? error.failure : { kind: 'generate' };
    dispatchPhase({ type: 'fail' }, { step: null, failure });
  }
}
