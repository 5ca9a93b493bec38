// Build steps of the web app beside Vite's own (vite.config.ts uses them).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, posix, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Program } from '@oxc-project/types';
import type { Logger, Plugin } from 'vite';

/**
 * Puts V8's explicit compile hint at the top of every chunk the start page loads later (the
 * report's, the other pages', the worker's): V8 then compiles all of such a chunk's functions as
 * it loads (off the main thread) rather than each on its first call, so the first report does
 * not wait for its code to be compiled (https://v8.dev/blog/explicit-compile-hints). The chunks
 * the page starts with go without: with the hint, the start page was ready about 15 ms sooner on
 * a slow link (bench/first-load), but click-to-report read 1.15–1.19× its floor against
 * 1.07–1.16× without (bench/time-to-report, builds alternated). The hint has to be the first
 * line, above the dependency map Vite adds, so it goes in last.
 */
export function compileHints(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'netlens:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const atStart = new Set<string>();
        const pending = chunks
          .filter((c) => c.isEntry && c.facadeModuleId?.endsWith('.html'))
          .map((c) => c.fileName);
        for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
          if (atStart.has(name)) continue;
          atStart.add(name);
          const chunk = bundle[name];
          if (chunk?.type === 'chunk') pending.push(...chunk.imports);
        }
        for (const chunk of chunks) {
          if (atStart.has(chunk.fileName)) continue;
          chunk.code = hint + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type !== 'asset') continue;
          const json = JSON.parse(String(map.source)) as { mappings: string };
          json.mappings = `;${json.mappings}`; // one line lower
          map.source = JSON.stringify(json);
        }
      },
    },
  };
}

/**
 * `import('…/en.json?all')`: the whole JSON file as a module of its own, apart from the same file
 * imported by name (whose unused top-level keys the bundler leaves out), so a page can ship part
 * of a table and load the whole of it later. Vite's JSON plugin takes no query.
 */
export function wholeJson(): Plugin {
  const suffix = '.json?all';
  return {
    name: 'netlens:whole-json',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(suffix)) return null;
      const text = await readFile(id.slice(0, -'?all'.length), 'utf8');
      JSON.parse(text); // a broken file fails the build here, naming it
      return { code: `export default JSON.parse(${JSON.stringify(text)});`, moduleType: 'js' };
    },
  };
}

/**
 * Griffel's build-time style compiler (`@griffel/vite-plugin`) parses and evaluates every module it
 * is given: it is given only those that call `makeStyles` or `makeResetStyles` (about a quarter of
 * the build's processor time otherwise goes to the others, for the same output).
 */
export function styleModulesOnly(plugin: Plugin): Plugin {
  const { transform } = plugin;
  if (!transform) return plugin;
  const handler = typeof transform === 'function' ? transform : transform.handler;
  return { ...plugin, transform: { filter: { code: /\bmake(?:Reset)?Styles\b/ }, handler } };
}

type Wanted = Set<string> | 'all';

interface ModuleImports {
  /** A module that only passes on other modules' exports (`export … from`), like a package index. */
  barrel: boolean;
  /** Each `import … from` / `export … from` source: the names taken from it, or all. */
  edges: { source: string; names: Wanted; star: boolean; renames: Map<string, string> }[];
}

/** What a module takes from the modules it imports statically (dynamic imports are left out). */
function moduleImports(program: Program): ModuleImports {
  const edges: ModuleImports['edges'] = [];
  let barrel = true;
  const nameOf = (n: { type: string; name?: string; value?: unknown }) =>
    n.type === 'Identifier' ? String(n.name) : String(n.value);
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      barrel = false;
      if (node.importKind === 'type') continue;
      const names = new Set<string>();
      let all = node.specifiers.length === 0; // a bare import runs the whole module
      for (const spec of node.specifiers) {
        if (spec.type === 'ImportSpecifier') {
          if (spec.importKind !== 'type') names.add(nameOf(spec.imported));
        } else if (spec.type === 'ImportDefaultSpecifier') names.add('default');
        else all = true;
      }
      if (all || names.size > 0)
        edges.push({
          source: node.source.value,
          names: all ? 'all' : names,
          star: false,
          renames: new Map(),
        });
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      if (node.exportKind === 'type') continue;
      const renames = new Map<string, string>(); // exported name → name in the source module
      for (const spec of node.specifiers) {
        if (spec.exportKind !== 'type') renames.set(nameOf(spec.exported), nameOf(spec.local));
      }
      edges.push({ source: node.source.value, names: new Set(renames.values()), star: false, renames });
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exportKind === 'type') continue;
      edges.push({ source: node.source.value, names: 'all', star: !node.exported, renames: new Map() });
    } else {
      barrel = false;
    }
  }
  return { barrel, edges };
}

/**
 * Collects the modules the entry uses through static imports (directly or through others): what
 * the start page loads before it runs. Through a barrel (a package's index that only passes on
 * other modules' exports) only the modules that define the names asked for count, so
 * `import { Button } from '@fluentui/react-components'` brings in the button, not every
 * component. `has` answers once the build has read every module, in time for the chunk groups,
 * which put these modules together so that the page needs few requests, while whatever only
 * lazily loaded pages and parts use stays in their own chunks.
 */
export function entryGraph(): { plugin: Plugin; has: (id: string) => boolean } {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'netlens:entry-graph',
    apply: 'build',
    async buildEnd() {
      ids.clear();
      const taken = new Map<string, Wanted>();
      const parsed = new Map<string, ModuleImports | null>();
      const queue: [string, Wanted][] = [];
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry) queue.push([id, 'all']);
      }
      const want = (id: string, names: Wanted) => {
        const had = taken.get(id);
        if (had === 'all') return;
        const fresh = names === 'all' ? names : new Set([...names].filter((n) => !had?.has(n)));
        if (fresh !== 'all' && fresh.size === 0) return;
        taken.set(id, fresh === 'all' ? 'all' : new Set([...(had ?? []), ...fresh]));
        queue.push([id, fresh]);
      };
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        const [id, names] = next;
        ids.add(id);
        const info = this.getModuleInfo(id);
        if (!info?.code || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)) continue;
        if (!parsed.has(id)) {
          try {
            parsed.set(id, moduleImports(this.parse(info.code)));
          } catch {
            parsed.set(id, null); // not JavaScript after all: follow every import
          }
        }
        const imports = parsed.get(id);
        if (!imports) {
          for (const dep of info.importedIds) want(dep, 'all');
          continue;
        }
        for (const edge of imports.edges) {
          const target = (await this.resolve(edge.source, id))?.id;
          if (!target || !info.importedIds.includes(target)) continue;
          if (!imports.barrel || names === 'all') {
            want(target, edge.names);
            continue;
          }
          // A barrel: follow only the edges that pass on a name asked for.
          if (edge.star) {
            const exported = new Set(this.getModuleInfo(target)?.exports ?? []);
            const passed = [...names].filter((n) => exported.has(n));
            if (passed.length > 0) want(target, new Set(passed));
          } else {
            const passed = [...names].flatMap((n) => (edge.renames.has(n) ? [edge.renames.get(n)!] : []));
            if (passed.length > 0) want(target, new Set(passed));
          }
        }
      }
    },
  };
  return { plugin, has: (id) => ids.has(id) };
}

const compressible = /\.(?:html|js|mjs|css|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Brotli at its best (quality 11), as the build's `.br` copies are written and then sent. */
const brotliBest = (source: Buffer) =>
  brotli(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return nested.flat();
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of
 * the build, source maps aside, where it is smaller: the server sends the one the browser accepts
 * (@fastify/static `preCompressed`) without compressing anything per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'netlens:precompress',
    apply: 'build',
    // The directory the build writes, as resolved (`--outDir` included).
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => compressible.test(f));
      await Promise.all(
        files.map(async (file) => {
          const [source, { size }] = await Promise.all([readFile(file), stat(file)]);
          const [br, gz] = await Promise.all([
            brotliBest(source),
            gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < size) await writeFile(`${file}.br`, br);
          if (gz.length < size) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Fails the build when the start page as sent is over its budget: the HTML and every file it has
 * the browser load before the page shows (its scripts with their static imports, its style sheets
 * and the fonts they use, each brotli-compressed as the server sends it). Lazily loaded chunks and
 * the icon do not count. The message names the size, the budget and each file.
 */
export function startPageBudget(budgetBytes: number): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'netlens:start-page-budget',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    async writeBundle({ dir = '' }, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return this.error('the build has no index.html');
      const source = String(html.source);
      const files = new Set<string>();
      for (const [tag] of source.matchAll(/<(?:script|link)\b[^>]*>/g)) {
        const rel = /\brel="([^"]*)"/.exec(tag)?.[1];
        const url = /\b(?:src|href)="\.?\/?([^"]+)"/.exec(tag)?.[1];
        if (url && (tag.startsWith('<script') || /^(?:modulepreload|stylesheet|preload)$/.test(rel ?? ''))) {
          files.add(url);
        }
      }
      // Static imports of the scripts (the chunks the entry cannot run without) and their styles.
      for (const name of files) {
        const chunk = bundle[name];
        if (chunk?.type !== 'chunk') continue;
        for (const dep of chunk.imports) files.add(dep);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      }
      // Fonts the start page's style sheets use.
      for (const name of [...files]) {
        const css = bundle[name];
        if (css?.type !== 'asset' || !name.endsWith('.css')) continue;
        for (const [, url] of String(css.source).matchAll(/url\(["']?([^"')]+\.(?:woff2?|ttf|otf))/g)) {
          files.add(posix.join(posix.dirname(name), url!));
        }
      }
      const sized = await Promise.all(
        ['index.html', ...files].map(async (name) => {
          const raw = await readFile(join(dir, name));
          const compressed = compressible.test(name) ? (await brotliBest(raw)).length : raw.length;
          return { name, bytes: Math.min(compressed, raw.length) };
        }),
      );
      const total = sized.reduce((sum, f) => sum + f.bytes, 0);
      const lines = sized
        .sort((a, b) => b.bytes - a.bytes)
        .map((f) => `  ${kb(f.bytes).padStart(9)}  ${f.name}`);
      const summary = `the start page as sent is ${kb(total)} (brotli), its budget ${kb(budgetBytes)}`;
      if (total > budgetBytes) {
        this.error(`${summary}: over by ${kb(total - budgetBytes)}\n${lines.join('\n')}`);
      }
      logger?.info(summary);
    },
  };
}
