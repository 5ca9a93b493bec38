import { describe, expect, it } from 'vitest';
import { suiteApp } from '../test/suite-app.js';
import { newReportId } from '../features/connectivity/service.js';
import { DECOY_ROW } from '../features/reports/decoy.js';
import { presentReport } from '../features/reports/present.js';
import { ReportStore } from '../features/reports/report-store.js';
import { purgeOlderThan, setReportCreatedAt } from '../features/reports/repo.js';
import { testDatabases } from '../test/harness.js';

const kinds = await testDatabases();
// Times within the retention, whose job may otherwise delete the reports at any moment.
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe.each(kinds)('a report’s health sample (%s)', (kind) => {
  const t = suiteApp(kind);

  const sample = async (id: string) =>
    t.app.db
      .selectFrom('health_samples')
      .select(['created_at', 'latency'])
      .where('report_id', '=', id)
      .executeTakeFirst();

  it('is written with its report, follows its time, and goes with it', async () => {
    const store = new ReportStore(t.app.db);
    const [made, moved, cut, keptAt] = [daysAgo(6), daysAgo(25), daysAgo(24), daysAgo(5)];
    const report = { ...presentReport(DECOY_ROW), id: newReportId(), dateTime: made };
    const kept = { ...presentReport(DECOY_ROW), id: newReportId(), dateTime: keptAt };
    await Promise.all([store.store(report, 'a'), store.store(kept, 'b')]);
    expect(await sample(report.id)).toEqual({ created_at: made, latency: 20 });

    await setReportCreatedAt(t.app.db, report.id, moved);
    expect(await sample(report.id)).toEqual({ created_at: moved, latency: 20 });

    expect(await purgeOlderThan(t.app.db, cut)).toBe(1);
    expect(await sample(report.id)).toBeUndefined();
    expect(await sample(kept.id)).toEqual({ created_at: keptAt, latency: 20 });
  });
});
