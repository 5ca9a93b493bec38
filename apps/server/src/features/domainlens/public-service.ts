import { AppError, type Instance, type PublishedChange, type PublishedEndpointSet } from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { Published, VersionRow } from './present.js';
import * as repo from './repo.js';

/** What the public endpoint-list service reads of the published versions (dl_publications). */

/** The version an instance never published answers as. */
export const NoVersion = '0000000000';

/** The instance's latest published version, if any. */
export const latestVersion = (db: Db, instance: string) => repo.latestPublicationVersion(db, instance);

/** The instance's latest published version; not found when it has none. */
export async function publishedVersion(db: Db, instance: string): Promise<string> {
  const version = await latestVersion(db, instance);
  if (!version)
    throw new AppError('NOT_FOUND', {
      details: [{ path: 'params.instance', message: `${instance} has no published version` }],
    });
  return version;
}

/** The endpoint sets of a published version (none for no version). */
export async function publishedSets(
  db: Db,
  instance: string,
  version: string | undefined,
): Promise<PublishedEndpointSet[]> {
  const publication = version ? await repo.findPublication(db, instance, version) : undefined;
  return publication ? (JSON.parse(publication.endpoints) as PublishedEndpointSet[]) : [];
}

/** The change records of every version published after `version`, oldest first. */
export async function changesAfter(db: Db, instance: string, version: string): Promise<PublishedChange[]> {
  const after = await repo.publicationsAfter(db, instance, version);
  return after.flatMap((p) => JSON.parse(p.changes) as PublishedChange[]);
}

/**
 * Each instance's latest version (with `all` every version too), and with `history` every
 * version of these instances, the latest first.
 */
export async function instanceVersions(
  db: Db,
  instances: readonly Instance[],
  all: boolean,
  history: boolean,
): Promise<{ rows: VersionRow[]; history: Published[] | null }> {
  const published =
    all || history
      ? (await repo.publicationHistory(db)).filter((p) => instances.includes(p.instance as Instance))
      : null;
  const rows: VersionRow[] = [];
  for (const instance of instances) {
    const versions = published?.filter((p) => p.instance === instance).map((p) => p.version);
    const latest = versions ? versions[0] : await latestVersion(db, instance);
    rows.push({ instance, latest: latest ?? NoVersion, ...(all ? { versions: versions ?? [] } : {}) });
  }
  return { rows, history: published };
}
