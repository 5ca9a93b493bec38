import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The server's house rules for product code (tests and the test harness are exempt): SQL only in
// repo files (and the database folder), and one feature uses another only through its index.ts.
const server = 'apps/server/src';
const serverTests = [`${server}/**/*.test.ts`, `${server}/test/**`];
const serverRepos = [`${server}/**/repo.ts`, `${server}/**/*-repo.ts`, `${server}/**/repo/**`];
const sqlOutsideRepos = [
  {
    selector:
      'CallExpression[callee.type="MemberExpression"][callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
    message: "SQL belongs in the owning feature's repo (repo.ts, *-repo.ts or repo/): call a repo function.",
  },
  {
    selector: 'ImportDeclaration[source.value="kysely"] ImportSpecifier[imported.name="sql"]',
    message: "Raw SQL belongs in the owning feature's repo (repo.ts, *-repo.ts or repo/).",
  },
];
/** Forbids imports (matched by `regex`) of a feature's files other than its index.ts. */
const onlyThroughIndex = (regex) => [
  'error',
  {
    patterns: [
      {
        regex,
        message: 'Use a feature only through its index.ts (what it exports for others), not its files.',
      },
    ],
  },
];

// The web app's house rules (apps/web/src): a feature uses another only through its index.ts
// (`../<other>`, no file of it), also for the chunks it loads lazily (the index exports their
// loaders); app/ likewise; ui/, lib/ and run/ import no feature and nothing of app/, and no
// feature imports app/. Web imports carry no `.js` suffix.
const web = 'apps/web/src';
const webIndexOnly = 'Use a feature only through its index.ts (`../<feature>`), not its files.';
const webNoApp = 'app/ is the shell on top: move what is shared to ui/ (or lib/, run/).';
const webNoFeature = 'ui/, lib/ and run/ sit below the features and app/: they import neither.';
/** Forbids static and dynamic imports whose path matches one of `rules` ([regex, message]). */
const webImports = (rules) => ({
  'no-restricted-imports': ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }],
  'no-restricted-syntax': [
    'error',
    // A selector's regular expression cannot hold a slash: each is written as its code point.
    ...rules.map(([regex, message]) => ({
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\u002F')}/]`,
      message,
    })),
  ],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: [...serverTests, ...serverRepos, `${server}/db/**`],
    rules: { 'no-restricted-syntax': ['error', ...sqlOutsideRepos] },
  },
  {
    // Outside the features: `…/features/<name>/<file>` other than index.js.
    files: [`${server}/**/*.ts`],
    ignores: [...serverTests, `${server}/features/**`, `${server}/config.ts`],
    rules: { 'no-restricted-imports': onlyThroughIndex('(^|/)features/[^/]+/(?!index\\.js$)') },
  },
  {
    // config.ts reads each feature's settings parser directly (also one folder down, as
    // fqdns/scanner/settings.ts), so loading it loads no feature.
    files: [`${server}/config.ts`],
    rules: {
      'no-restricted-imports': onlyThroughIndex(
        '(^|/)features/[^/]+/(?!(index|settings?|\\w+/settings)\\.js$)',
      ),
    },
  },
  {
    // A feature's own files: `../<other>/<file>` other than index.js.
    files: [`${server}/features/*/*.ts`],
    ignores: serverTests,
    rules: { 'no-restricted-imports': onlyThroughIndex('^\\.\\./(?!\\.)[^/]+/(?!index\\.js$)') },
  },
  {
    // Files one folder down in a feature (such as repo/): `../../<other>/<file>`.
    files: [`${server}/features/*/*/**/*.ts`],
    ignores: serverTests,
    rules: { 'no-restricted-imports': onlyThroughIndex('^\\.\\./\\.\\./(?!\\.)[^/]+/(?!index\\.js$)') },
  },
  {
    // A feature's own files: `../<other>/<file>`, and app/.
    files: [`${web}/features/*/*.{ts,tsx}`],
    rules: webImports([
      ['^\\.\\./(?!\\.)[^/]+/', webIndexOnly],
      ['^\\.\\./\\.\\./app(/|$)', webNoApp],
    ]),
  },
  {
    // Files one folder down in a feature (such as fqdns/ocdi/): `../../<other>/<file>`, and app/.
    files: [`${web}/features/*/*/**/*.{ts,tsx}`],
    rules: webImports([
      ['^\\.\\./\\.\\./(?!\\.)[^/]+/', webIndexOnly],
      ['^(\\.\\./){3}app(/|$)', webNoApp],
    ]),
  },
  {
    // The shell and the entry: `…/features/<name>/<file>`.
    files: [`${web}/app/**/*.{ts,tsx}`, `${web}/*.{ts,tsx}`],
    rules: webImports([['(^|/)features/[^/]+/', webIndexOnly]]),
  },
  {
    files: [`${web}/{ui,lib,run}/**/*.{ts,tsx}`],
    rules: webImports([
      ['(^|/)features(/|$)', webNoFeature],
      ['^\\.\\./app(/|$)', webNoFeature],
    ]),
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/build.mjs'],
    rules: { 'no-console': 'off' },
  },
);
