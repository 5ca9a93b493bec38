import { randomUUID } from 'node:crypto';
import {
  IpRangeSchema,
  PublishedEndpointSetSchema,
  ServiceTreeEntrySchema,
  nextVersion,
  validCidr,
  validFqdn,
  validPorts,
  type Instance,
  type IpRangeSource,
  type PublishedChange,
  type PublishedEndpointSet,
  type ServiceTreeEntry,
} from '@netlens/core';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { Db } from '../../db/index.js';
import { replaceIpRanges } from './ip-range-repo.js';
import { changeRecord, publicSet } from './publish.js';
import * as repo from './repo.js';
import { inTransaction } from '../../db/transaction.js';

/** A file that cannot be imported: the message names the entry (or line) and the field. */
export class ImportError extends Error {
  constructor(
    message: string,
    readonly path = '',
  ) {
    super(message);
  }
}

const columnKey = (h: string) => h.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The entries of a CSV file with a header naming `columns` (keys: lower-case letters only; any
 * order, any case, other columns ignored). Every line is checked first; a bad line names itself.
 */
export function csvEntries<T extends z.ZodType>(
  text: string,
  columns: Record<string, string>,
  required: readonly string[],
  schema: T,
  shape: (raw: Record<string, string>) => unknown = (raw) => raw,
): z.output<T>[] {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true });
  } catch (err) {
    throw new ImportError(`The file is not valid CSV: ${(err as Error).message}`);
  }
  const [header, ...lines] = rows;
  if (!header) throw new ImportError('The file is empty.');
  const names = header.map((h) => columns[columnKey(h)]);
  for (const needed of required) {
    if (!names.includes(needed)) throw new ImportError(`The header has no ${needed} column.`);
  }
  return lines.map((fields, i) => {
    const raw = Object.fromEntries(names.flatMap((c, j) => (c ? [[c, (fields[j] ?? '').trim()]] : [])));
    const parsed = schema.safeParse(shape(raw));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ImportError(`line ${i + 2}: ${issue.path.join('.')}: ${issue.message}`);
    }
    return parsed.data;
  });
}

const ServiceTreeColumns = { id: 'id', name: 'name', devowner: 'devOwner', pmowner: 'pmOwner' };

/**
 * The service-tree registry from a CSV file with the columns id, name, devOwner, pmOwner and,
 * optionally, lifecycle (Production when absent or empty).
 */
export async function importServiceTreeCsv(db: Db, text: string): Promise<number> {
  const entries: ServiceTreeEntry[] = csvEntries(
    text,
    { ...ServiceTreeColumns, lifecycle: 'lifecycle' },
    Object.values(ServiceTreeColumns),
    ServiceTreeEntrySchema,
    ({ lifecycle, ...raw }) => ({ ...raw, lifecycle: lifecycle || undefined }),
  );
  return repo.upsertServiceTree(db, entries, new Date().toISOString());
}

/**
 * One registry of IP ranges (IPAM, ARIN or BYOIP) from a CSV file with the columns cidr and,
 * optionally, tags (separated by ";" or "|") and owner; it replaces the registry's ranges.
 */
export async function importIpRangesCsv(db: Db, source: IpRangeSource, text: string): Promise<number> {
  const entries = csvEntries(
    text,
    { cidr: 'cidr', tags: 'tags', owner: 'owner' },
    ['cidr'],
    IpRangeSchema,
    (raw) => ({
      ...raw,
      tags: (raw.tags ?? '')
        .split(/[;|]/)
        .map((t) => t.trim())
        .filter(Boolean),
    }),
  );
  return replaceIpRanges(db, source, entries, new Date().toISOString());
}

/** An endpoint set of a list in the public format, with the endpoint manager's rules. */
const ImportedSetSchema = PublishedEndpointSetSchema.extend({
  urls: z.array(z.string().toLowerCase().refine(validFqdn, 'The FQDN is not valid.')).optional(),
  ips: z.array(z.string().toLowerCase().refine(validCidr, 'The IP subnet is not valid CIDR.')).optional(),
  tcpPorts: z
    .string()
    .refine(validPorts, 'Invalid ports input. Please input valid ports separated by commas.')
    .optional(),
  udpPorts: z
    .string()
    .refine(validPorts, 'Invalid ports input. Please input valid ports separated by commas.')
    .optional(),
}).strict();

/** What a set of the public format says of an endpoint set: its attributes, names and subnets. */
export const listedAttributes = (s: PublishedEndpointSet) => ({
  governanceCategory: s.category,
  isExpressRoute: s.expressRoute,
  isRequired: s.required,
  optionalFunctionality: s.notes ?? '',
  tcpPorts: s.tcpPorts ?? '',
  udpPorts: s.udpPorts ?? '',
  fqdns: s.urls ?? [],
  cidrs: s.ips ?? [],
});

/** Checks a whole list; the first problem names its entry and field. */
export function parseEndpointList(data: unknown): PublishedEndpointSet[] {
  if (!Array.isArray(data)) throw new ImportError('The file is not a JSON array of endpoint sets.');
  const seen = new Set<number>();
  return data.map((entry: unknown, i) => {
    const parsed = ImportedSetSchema.safeParse(entry);
    const label = `entry ${i}${typeof (entry as { id?: unknown })?.id === 'number' ? ` (id ${(entry as { id: number }).id})` : ''}`;
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : '');
      throw new ImportError(`${label}: ${field}: ${issue.message}`, `${i}.${field}`);
    }
    if (!parsed.data.urls?.length && !parsed.data.ips?.length) {
      throw new ImportError(`${label}: urls: At least one FQDN or IP subnet is required.`, `${i}.urls`);
    }
    if (seen.has(parsed.data.id))
      throw new ImportError(`${label}: id: The id repeats an earlier entry.`, `${i}.id`);
    seen.add(parsed.data.id);
    return parsed.data;
  });
}

/**
 * Reads an endpoint list in the public JSON format into endpoint sets of an instance that has
 * never been published, and publishes it as the instance's first version, in one transaction.
 * Service areas without a workload get one named after the service area.
 */
export async function importEndpointList(db: Db, instance: Instance, data: unknown, actor: string) {
  const list = parseEndpointList(data);
  return inTransaction(db, (tx) => importListIn(tx, instance, list, actor));
}

/** `importEndpointList` of a checked list inside the caller's transaction `tx`. */
export async function importListIn(tx: Db, instance: Instance, list: PublishedEndpointSet[], actor: string) {
  const iso = new Date().toISOString();
  const version = nextVersion(undefined, iso.slice(0, 10).replaceAll('-', ''));
  if ((await repo.latestPublicationVersion(tx, instance)) !== undefined) {
    throw new ImportError(
      `${instance} has published versions already; only a first version can be imported.`,
    );
  }
  const workloads = new Map((await repo.listWorkloads(tx)).map((w) => [w.service_area, w.id]));
  const published: PublishedEndpointSet[] = [];
  const records: PublishedChange[] = [];
  let recordId = await repo.maxPublishedChangeId(tx);
  for (const s of list) {
    let workload = workloads.get(s.serviceArea);
    if (!workload) {
      workload = s.serviceArea;
      await repo.addWorkload(tx, {
        id: workload,
        workload_champ_name: '',
        workload_champ_security_group: '',
        workload_champ_email: '',
        service_area: s.serviceArea,
        service_area_display_name: s.serviceAreaDisplayName,
        property_groups: '[]',
        workload_type: 'External',
        updated_at: iso,
      });
      workloads.set(s.serviceArea, workload);
    }
    // The public format has no subnet service-tree assignments: an imported set starts with none.
    const input = { ...listedAttributes(s), isDeleted: false, isHidden: false, subnetServiceTrees: [] };
    await repo.saveSet(tx, {
      internal_id: randomUUID(),
      instance,
      public_id: s.id,
      governance_category: input.governanceCategory,
      is_express_route: input.isExpressRoute ? 1 : 0,
      workload,
      is_required: input.isRequired ? 1 : 0,
      optional_functionality: input.optionalFunctionality,
      tcp_ports: input.tcpPorts,
      udp_ports: input.udpPorts,
      published_version: version,
      is_deleted: 0,
      is_hidden: 0,
      is_member_set: 0,
      member_endpoint_set_internal_id: null,
      fqdns: JSON.stringify(input.fqdns),
      cidrs: JSON.stringify(input.cidrs),
      public_description: '',
      internal_description: '',
      updated_at: iso,
    });
    const set = publicSet(
      s.id,
      {
        ...input,
        instance,
        workloadName: workload,
        isMemberSet: false,
        memberEndpointSetInternalId: null,
        publicDescription: '',
        internalDescription: '',
      },
      { serviceArea: s.serviceArea, serviceAreaDisplayName: s.serviceAreaDisplayName },
    )!;
    published.push(set);
    const record = changeRecord(null, set, { id: ++recordId, version, effectiveDate: version.slice(0, 8) });
    records.push(record!);
  }
  published.sort((a, b) => a.id - b.id);
  const stored = await repo.insertPublication(tx, {
    instance,
    version,
    published_at: iso,
    published_by: actor,
    endpoints: JSON.stringify(published),
    changes: JSON.stringify(records),
  });
  if (!stored) throw new ImportError(`${instance} was published while importing; nothing was imported.`);
  return { instance, version, sets: published.length };
}
