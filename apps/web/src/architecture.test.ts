import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The house rule eslint cannot see: features depend on each other one way only. (eslint checks
// that they import each other through their index.ts, and that ui/, lib/ and run/ import no
// feature and nothing of app/.)

const src = dirname(fileURLToPath(import.meta.url));
const productFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((f) => f.split('\\').join('/'))
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

/** The feature a path of src/ lies in, if any. */
const featureOf = (path: string) => /^features\/(\w+)(\/|$)/.exec(path)?.[1];

/** Every relative module a file imports, statically or dynamically, as a path of src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8');
  return [...text.matchAll(/(?:from\s*|import\s*\(\s*)'(\.{1,2}\/[^']*)'/g)].map((m) =>
    posix.join(posix.dirname(file), m[1]!),
  );
}

describe('the web app’s structure', () => {
  it('has no cycle among the features’ dependencies', () => {
    const uses = new Map<string, Set<string>>();
    for (const file of productFiles) {
      const feature = featureOf(file);
      if (!feature) continue;
      const used = uses.get(feature) ?? new Set<string>();
      for (const other of importsOf(file).map(featureOf)) {
        if (other && other !== feature) used.add(other);
      }
      uses.set(feature, used);
    }
    expect(uses.size).toBeGreaterThan(10);
    // Take away, again and again, the features that use none of those left: what stays is on a
    // cycle or uses one. Shown as each feature left with the ones left it uses.
    const left = new Map(uses);
    for (let done = false; !done;) {
      done = true;
      for (const [feature, used] of left) {
        if ([...used].some((u) => left.has(u))) continue;
        left.delete(feature);
        done = false;
      }
    }
    const tangled = [...left].map(([f, used]) => `${f} → ${[...used].filter((u) => left.has(u)).join(', ')}`);
    expect(tangled).toEqual([]);
  });
});
