import { readFileSync } from 'node:fs';
import { FrontDoorListSchema, type FrontDoor } from '@netlens/core';

export type FrontDoorsSetting = { ok: true; frontDoors: FrontDoor[] } | { ok: false; problems: string[] };

const CatalogueSettingSchema = FrontDoorListSchema.refine(
  (list) => list.length > 0,
  'list at least one front door',
);

/** Where an issue is, as an operator reads it: `[2] (id "tokyo", mail) latitude`. */
function where(path: PropertyKey[], input: unknown): string {
  const [index, ...field] = path;
  if (typeof index !== 'number') return 'the catalogue';
  const entry: unknown = Array.isArray(input) ? input[index] : undefined;
  const { id, workload } = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
  const named =
    typeof id === 'string' ? ` (id "${id}"${typeof workload === 'string' ? `, ${workload}` : ''})` : '';
  return `[${index}]${named}${field.length ? ` ${field.map(String).join('.')}` : ''}`;
}

/**
 * Reads the FRONT_DOORS setting: a JSON array of front doors, or `@file.json` naming a file that
 * holds one. Every problem names the entry (index and id) and the field.
 */
export function parseFrontDoorsSetting(raw: string): FrontDoorsSetting {
  let text = raw;
  if (raw.startsWith('@')) {
    try {
      text = readFileSync(raw.slice(1), 'utf8');
    } catch (err) {
      return { ok: false, problems: [`cannot read ${raw.slice(1)}: ${(err as Error).message}`] };
    }
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (err) {
    return { ok: false, problems: [`not valid JSON: ${(err as Error).message}`] };
  }
  const parsed = CatalogueSettingSchema.safeParse(input);
  if (parsed.success) return { ok: true, frontDoors: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((i) => `${where(i.path, input)}: ${i.message}`) };
}
