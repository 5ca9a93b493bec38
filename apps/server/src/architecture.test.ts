import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The house rules eslint cannot see: which repo owns each table, that features depend on each
// other one way only, and that each endpoint is registered by the feature that declares it. (eslint checks that SQL stays in repo files and that features import
// each other through their index.ts.)

const src = dirname(fileURLToPath(import.meta.url));
const productFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((f) => f.split('\\').join('/'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/^(test|db)\//.test(f));
const read = (file: string) => readFileSync(join(src, file), 'utf8');

/** `features/<name>` or the top folder (`jobs`) a file belongs to. */
const ownerOf = (file: string) =>
  file
    .split('/')
    .slice(0, file.startsWith('features/') ? 2 : 1)
    .join('/');

describe('the server’s structure', () => {
  it('gives every table of the schema exactly one owner, whose repo alone queries it', () => {
    const schema = read('db/schema.ts');
    const database = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
    const tables = [...database.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!);
    expect(tables.length).toBeGreaterThan(10);
    const owners = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
    const tableCall =
      /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|\w*[jJ]oin\w*)\(\s*'(\w+)/g;
    for (const file of productFiles) {
      for (const [, table] of read(file).matchAll(tableCall)) owners.get(table!)?.add(ownerOf(file));
    }
    const shown = Object.fromEntries([...owners].map(([table, by]) => [table, [...by]]));
    for (const table of tables) expect(shown[table], table).toHaveLength(1);
  });

  it('has no cycle among the features’ dependencies', () => {
    const uses = new Map<string, Set<string>>();
    for (const file of productFiles.filter((f) => f.startsWith('features/'))) {
      const feature = ownerOf(file).slice('features/'.length);
      const used = uses.get(feature) ?? new Set<string>();
      for (const [, other] of read(file).matchAll(/from '(?:\.\.\/)+(?:features\/)?(\w+)\/index\.js'/g)) {
        if (other !== feature && existsFeature(other!)) used.add(other!);
      }
      uses.set(feature, used);
    }
    const cycles: string[] = [];
    const visit = (feature: string, path: string[]) => {
      if (path.includes(feature)) {
        cycles.push([...path.slice(path.indexOf(feature)), feature].join(' → '));
        return;
      }
      for (const next of uses.get(feature) ?? []) visit(next, [...path, feature]);
    };
    for (const feature of uses.keys()) visit(feature, []);
    expect(cycles).toEqual([]);
  });

  it('registers each endpoint in the server feature whose core folder declares it', () => {
    const core = join(src, '../../../packages/core/src');
    const declaredBy = new Map<string, string>();
    for (const file of readdirSync(core, { recursive: true, encoding: 'utf8' })) {
      const path = file.split('\\').join('/');
      if (!/^\w+\/[\w-]*endpoints\.ts$/.test(path)) continue;
      for (const [, name] of readFileSync(join(core, path), 'utf8').matchAll(/^export const (\w+) =/gm)) {
        declaredBy.set(name!, path.split('/')[0]!);
      }
    }
    expect(declaredBy.size).toBeGreaterThan(100);
    const misplaced: string[] = [];
    let registered = 0;
    for (const file of productFiles.filter((f) => f.startsWith('features/'))) {
      const feature = ownerOf(file).slice('features/'.length);
      // route(app, endpoints.X, …) and the features' own helpers taking (app, endpoints.X, …).
      for (const [, name] of read(file).matchAll(/[rR]oute\(\s*app,\s*endpoints\.(\w+)\b/g)) {
        registered++;
        const declared = declaredBy.get(name!);
        if (declared !== feature) misplaced.push(`${name} declared in ${declared}, registered in ${feature}`);
      }
    }
    expect(registered).toBeGreaterThan(100);
    expect(misplaced).toEqual([]);
  });
});

function existsFeature(name: string): boolean {
  return productFiles.some((f) => f.startsWith(`features/${name}/`));
}
