import type { AppConfig } from './config.js';
import type { Db } from './db/index.js';
import { createDemo, removeDemo } from './features/demo/index.js';
import { AdminCommandError } from './features/identity/index.js';
import { aggregatePerformanceNow } from './features/performance/index.js';

/**
 * The demo reports are dated in the past, before the aggregation's watermark: the aggregates are
 * made again from every report (as `aggregate-performance --full`).
 */
async function reaggregate(db: Db, settings: AppConfig['performance']): Promise<string> {
  const run = await aggregatePerformanceNow(db, settings, true);
  if (!run)
    return 'The performance aggregation is running elsewhere: run aggregate-performance --full after it.';
  return `Aggregated ${run.samplesAttributed} samples of solutions; ${run.outagesOpen} outages ongoing.`;
}

/** `npm run admin -- demo-providers`: creates (or with --remove, removes) the labelled demo data. */
export async function demoProviders(
  db: Db,
  config: AppConfig,
  v: {
    url?: string | undefined;
    days?: string | undefined;
    solution?: string | undefined;
    remove?: boolean | undefined;
  },
): Promise<string> {
  if (v.remove) {
    const removed = await removeDemo(db);
    return `Removed the demo data: ${removed.reports} reports, ${removed.partners} provider(s), ${removed.orgs} organisations. ${await reaggregate(db, config.performance)}`;
  }
  if (!v.url)
    throw new AdminCommandError('--url <server URL> is required (the server the reports are posted to)');
  const days = v.days === undefined ? 30 : Number(v.days);
  if (!Number.isInteger(days)) throw new AdminCommandError('--days must be a whole number');
  const solutionIds = (v.solution ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const made = await createDemo(db, {
    url: v.url,
    days,
    solutionIds,
    partnerGroup: config.identity.accessGroups.partner[0],
    log: (line) => process.stderr.write(`${line}\n`),
  });
  const lines = [`Posted ${made.reports} demo reports.`];
  if (made.partnerId) lines.push(`Demo provider ${made.partnerId}; solutions ${made.solutionIds.join(', ')}`);
  if (made.providerAccount)
    lines.push(
      `The demo provider signs in as ${made.providerAccount.username} with the password ${made.providerAccount.password}`,
    );
  lines.push(await reaggregate(db, config.performance));
  return lines.join('\n');
}
