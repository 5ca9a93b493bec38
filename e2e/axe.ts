import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** What axe answers for one page. */
export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** The impacts that fail a page: a person using assistive technology is blocked or badly hindered. */
const failingImpacts: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Tabster, Fluent UI's focus manager, puts a focus sentinel (`<i tabindex="0" aria-hidden="true"
 * data-tabster-dummy>`) at each end of an arrow-key group such as a TabList. A sentinel hands
 * focus on in the moment it receives it, so nobody ever rests on it, and it is aria-hidden so
 * screen readers do not announce it: axe's aria-hidden-focus reports each one all the same (a
 * known false positive of Fluent UI 9). Only such a sentinel itself is let through; an
 * aria-hidden element that holds anything focusable still fails.
 */
function isFocusSentinel(ruleId: string, html: string): boolean {
  return ruleId === 'aria-hidden-focus' && /^<i\b[^>]*\sdata-tabster-dummy(=""|\s|>)/.test(html);
}

/** The violations with the known false positives taken out. */
function realViolations(violations: Violation[]): Violation[] {
  return violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !isFocusSentinel(v.id, n.html)) }))
    .filter((v) => v.nodes.length > 0);
}

export interface AccessibilityOptions {
  /** CSS selectors left out of the check (say why beside the call). */
  exclude?: string[];
  /** Rules not run on this page (say why beside the call). */
  disableRules?: string[];
}

const truncate = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

type NodeResult = Violation['nodes'][number];
const targetOf = (t: NodeResult['target']) => t.map(String).join(' >>> ');

/** A node's target and markup, and the nodes its checks point at (the focusable ones inside, say). */
function describeNode(n: NodeResult): string {
  const related = [
    ...new Set(
      [...n.any, ...n.all, ...n.none].flatMap((c) => c.relatedNodes ?? []).map((r) => targetOf(r.target)),
    ),
  ];
  const more = related.length > 5 ? ` and ${related.length - 5} more` : '';
  const relatedLine = related.length ? `\n      related: ${related.slice(0, 5).join(', ')}${more}` : '';
  return `    - ${targetOf(n.target)}\n      ${truncate(n.html, 160)}${relatedLine}`;
}

/** One line per violation and one per offending node, for the test's failure message. */
function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map(describeNode).join('\n');
      return `  ${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/** Waits until the page's finite animations and transitions have ended, so colours are final. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    const done = Promise.allSettled(finite.map((a) => a.finished));
    await Promise.race([done, new Promise((r) => setTimeout(r, 2_000))]);
  });
}

/**
 * Runs axe on the page as it is now and fails when it finds a serious or critical violation,
 * naming each one's rule, impact, help and the nodes it found. `label` names the page and its
 * state in the message. Lesser findings do not fail; axe's results are returned for a closer look.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  opts: AccessibilityOptions = {},
): Promise<AxeResults> {
  await settle(page);
  // Legacy mode runs axe in the page itself rather than gathering its results in a blank page
  // of the same context: it works for any Page (also browser.newPage()'s) and opens nothing.
  // It leaves out cross-origin frames, of which the app has none.
  let builder = new AxeBuilder({ page }).setLegacyMode();
  for (const selector of opts.exclude ?? []) builder = builder.exclude(selector);
  if (opts.disableRules?.length) builder = builder.disableRules(opts.disableRules);
  const results = await builder.analyze();
  const failing = realViolations(results.violations).filter((v) => failingImpacts.has(v.impact ?? ''));
  if (failing.length > 0) {
    throw new Error(
      `${label} (${page.url()}): ${failing.length} serious or critical accessibility ` +
        `violation(s):\n${describeViolations(failing)}`,
    );
  }
  return results;
}
