import { AppError, CloudProfiles, Workloads, type FrontDoor, type FrontDoorCatalogue } from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { keptValue } from '../../kept.js';
import { presentFrontDoor } from './present.js';
import { findFrontDoorRows, replaceFrontDoors, type FrontDoorValues } from './repo.js';

const toValues = (f: Omit<FrontDoor, 'probeUrl'>, probeUrl: string | null): FrontDoorValues => ({
  id: f.id,
  workload: f.workload,
  city: f.city,
  country: f.country,
  country_code: f.countryCode,
  latitude: f.latitude,
  longitude: f.longitude,
  probe_url: probeUrl,
});

/** This instance's base URL from PUBLIC_URL, or null when it is only known per request. */
export function configuredSelfUrl(config: AppConfig): string | null {
  const prefix = CloudProfiles[config.cloudName].pathPrefix;
  return config.publicUrl ? `${config.publicUrl}${prefix}/` : null;
}

const HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * This instance's base URL for a request: PUBLIC_URL when set, else wherever the browser reached
 * it (proxy headers count only with TRUST_PROXY, as Fastify reads them). A Host header that is
 * not a host name is the client's mistake (400).
 */
export function selfUrlFor(config: AppConfig): (req: { protocol: string; host: string }) => string {
  const fixed = configuredSelfUrl(config);
  const prefix = CloudProfiles[config.cloudName].pathPrefix;
  return (req) => {
    if (fixed) return fixed;
    if (!HOST.test(req.host)) {
      throw new AppError('VALIDATION_FAILED', {
        details: [{ path: 'headers.host', message: 'not a host name' }],
      });
    }
    return `${req.protocol}://${req.host}${prefix}/`;
  };
}

/** The rows configuration asks for: FRONT_DOORS, or this instance alone for every workload. */
export function configuredFrontDoors(config: AppConfig): FrontDoorValues[] {
  const { catalogue, id, site } = config.frontDoors;
  if (catalogue) return catalogue.map((f) => toValues(f, f.probeUrl));
  return Workloads.map((workload) => toValues({ id, workload, ...site }, configuredSelfUrl(config)));
}

/** Brings the stored catalogue in line with configuration (at start-up). */
export async function syncFrontDoors(db: Db, config: AppConfig): Promise<{ changed: number }> {
  return replaceFrontDoors(db, configuredFrontDoors(config));
}

/** The catalogue for one request; `selfUrl` is this instance's base URL as the caller reached it. */
export async function frontDoorCatalogue(
  db: Db,
  config: AppConfig,
  selfUrl: string,
): Promise<FrontDoorCatalogue> {
  const frontDoors = (await findFrontDoorRows(db)).map((r) => presentFrontDoor(r, selfUrl));
  const self = frontDoors.some((f) => f.id === config.frontDoors.id) ? config.frontDoors.id : null;
  return { frontDoors, self };
}

/** The stored front-door catalogue, for distances only (probe URLs are not used). */
async function frontDoorPositions(db: Db): Promise<FrontDoor[]> {
  return (await findFrontDoorRows(db)).map((row) => presentFrontDoor(row, ''));
}

/**
 * The positions, read at most once per `ttlMs` rather than for every report: the stored catalogue
 * changes only when an instance starts with another configuration.
 */
export const keptFrontDoorPositions = (db: Db, ttlMs: number): (() => Promise<FrontDoor[]>) =>
  keptValue(() => frontDoorPositions(db), { maxAgeMs: ttlMs });

/** Origins the web app may probe besides its own: for the CSP's connect-src. */
export function probeOrigins(config: AppConfig): string[] {
  const urls = configuredFrontDoors(config).flatMap((f) => (f.probe_url ? [f.probe_url] : []));
  return [...new Set(urls.map((u) => new URL(u).origin))].sort();
}
