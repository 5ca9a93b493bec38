import { z } from 'zod';

/** A file that cannot be imported: the message names the line (or entry) and what is wrong. */
export class AsnImportError extends Error {}

/** A link of an AS-relationship file: rel -1 means `a` is the provider of `b`, 0 peers. */
export interface RelLink {
  a: number;
  b: number;
  rel: -1 | 0;
}

export interface OrgRow {
  orgId: string;
  name: string;
  country: string | null;
}

export interface SystemRow {
  asn: number;
  name: string;
  orgId: string | null;
}

const MAX_ASN = 4_294_967_295;

function asnAt(field: string | undefined, line: number, what: string): number {
  const n = Number(field?.trim());
  if (!field?.trim() || !Number.isInteger(n) || n < 1 || n > MAX_ASN) {
    throw new AsnImportError(`Line ${line}: ${what} "${field ?? ''}" is not an AS number.`);
  }
  return n;
}

/** The data lines of a `|`-separated file: number and fields, comments (#) and blank lines left out. */
function* dataLines(text: string): Generator<{ line: number; fields: string[]; raw: string }> {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.replace(/\r$/, '');
    if (raw.trim() === '' || raw.startsWith('#')) continue;
    yield { line: i + 1, fields: raw.split('|'), raw };
  }
}

/**
 * CAIDA's AS-relationship file (`as-rel`, serial-1 or serial-2): `asn1|asn2|rel[|source]`, rel -1
 * when asn1 is the provider of asn2 and 0 for peers. Every line is checked; a bad one names itself.
 */
export function parseAsRel(text: string): RelLink[] {
  const links: RelLink[] = [];
  for (const { line, fields } of dataLines(text)) {
    if (fields.length < 3) throw new AsnImportError(`Line ${line}: expected asn1|asn2|rel.`);
    const a = asnAt(fields[0], line, 'asn1');
    const b = asnAt(fields[1], line, 'asn2');
    const rel = fields[2]!.trim();
    if (rel !== '-1' && rel !== '0') {
      throw new AsnImportError(`Line ${line}: rel "${rel}" is neither -1 (provider→customer) nor 0 (peer).`);
    }
    if (a === b) throw new AsnImportError(`Line ${line}: a link from AS${a} to itself.`);
    links.push({ a, b, rel: rel === '-1' ? -1 : 0 });
  }
  if (links.length === 0) throw new AsnImportError('The file holds no links.');
  return links;
}

/**
 * CAIDA's AS-to-organisation file: an organisation section (`org_id|changed|org_name|country|source`)
 * and an AS section (`aut|changed|aut_name|org_id|opaque_id|source`), each announced by its
 * `# format:` comment.
 */
export function parseAsOrg(text: string): { orgs: OrgRow[]; systems: SystemRow[] } {
  const orgs: OrgRow[] = [];
  const systems: SystemRow[] = [];
  let section: 'org' | 'aut' | null = null;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.replace(/\r$/, '');
    const line = i + 1;
    const format = /^#\s*format:\s*(\w+)/.exec(raw);
    if (format) {
      section = format[1] === 'org_id' ? 'org' : format[1] === 'aut' ? 'aut' : null;
      if (!section) throw new AsnImportError(`Line ${line}: unknown format "${format[1]}".`);
      continue;
    }
    if (raw.trim() === '' || raw.startsWith('#')) continue;
    const f = raw.split('|');
    if (section === 'org') {
      if (f.length < 4 || !f[0]!.trim())
        throw new AsnImportError(`Line ${line}: expected org_id|changed|org_name|country|source.`);
      orgs.push({ orgId: f[0]!.trim(), name: f[2]!.trim(), country: f[3]!.trim() || null });
    } else if (section === 'aut') {
      if (f.length < 4)
        throw new AsnImportError(`Line ${line}: expected aut|changed|aut_name|org_id|opaque_id|source.`);
      systems.push({ asn: asnAt(f[0], line, 'aut'), name: f[2]!.trim(), orgId: f[3]!.trim() || null });
    } else {
      throw new AsnImportError(`Line ${line}: data before a "# format:" line.`);
    }
  }
  if (orgs.length + systems.length === 0)
    throw new AsnImportError('The file holds no organisations or ASes.');
  return { orgs, systems };
}

const PeeringDbSchema = z.object({
  org: z.object({
    data: z.array(
      z.object({ id: z.number().int(), name: z.string().max(500), country: z.string().max(10).nullish() }),
    ),
  }),
  net: z.object({
    data: z.array(
      z.object({
        asn: z.number().int().min(1).max(MAX_ASN),
        name: z.string().max(500),
        org_id: z.number().int(),
      }),
    ),
  }),
});

/** PeeringDB organisations are kept under ids of their own. */
export const peeringDbOrgId = (id: number) => `peeringdb:${id}`;

/** A PeeringDB JSON export (its `org` and `net` objects); a bad entry is named by its path. */
export function parsePeeringDb(text: string): { orgs: OrgRow[]; systems: SystemRow[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new AsnImportError(`The file is not JSON: ${(err as Error).message}`);
  }
  const parsed = PeeringDbSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AsnImportError(`${issue.path.join('.') || '(top)'}: ${issue.message}`);
  }
  return {
    orgs: parsed.data.org.data.map((o) => ({
      orgId: peeringDbOrgId(o.id),
      name: o.name,
      country: o.country || null,
    })),
    systems: parsed.data.net.data.map((n) => ({ asn: n.asn, name: n.name, orgId: peeringDbOrgId(n.org_id) })),
  };
}
