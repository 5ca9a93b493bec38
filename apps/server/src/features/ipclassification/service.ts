import { AppError, type IpClassification, type LogCorrectnessQuery, type LogTypeQuery } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { isPublicAddress, parseClientAddress } from '../geo/index.js';
import { reportExists } from '../reports/index.js';
import type { AsnLookup } from './asn-database.js';
import { upsertSurveyAnswer } from './repo.js';
import { predictInternetType } from './rules.js';

/** Predicts the internet type of the network the request came from. */
export async function classifyAddress(
  asnLookup: AsnLookup,
  rawIp: string,
  runId?: string,
): Promise<IpClassification> {
  const address = parseClientAddress(rawIp);
  const network = address && isPublicAddress(address) ? await asnLookup.lookup(address.ip) : null;
  return {
    ...(runId ? { runId } : {}),
    predictedType: predictInternetType(network),
    asn: network?.asn ?? null,
    asName: network?.name || null,
  };
}

/** Throws unless the survey is on and the report it is about exists. */
async function assertSurveyable(db: Db, surveyEnabled: boolean, runId: string): Promise<void> {
  if (!surveyEnabled) throw new AppError('INTERNET_TYPE_SURVEY_DISABLED');
  if (!(await reportExists(db, runId))) throw new AppError('REPORT_NOT_FOUND');
}

/** Records the internet type the user says they are on. */
export async function logType(db: Db, surveyEnabled: boolean, q: LogTypeQuery): Promise<void> {
  await recordAnswer(db, surveyEnabled, q, 'type', null);
}

/** Records whether the predicted `classification` was right. */
export async function logCorrectness(db: Db, surveyEnabled: boolean, q: LogCorrectnessQuery): Promise<void> {
  await recordAnswer(db, surveyEnabled, q, 'correctness', q.classification);
}

/** Stores one survey answer about a report, the survey being on and the report known. */
async function recordAnswer(
  db: Db,
  surveyEnabled: boolean,
  q: { runId: string; value: string; tenantId?: string | undefined },
  kind: 'type' | 'correctness',
  classification: string | null,
): Promise<void> {
  await assertSurveyable(db, surveyEnabled, q.runId);
  await upsertSurveyAnswer(db, {
    report_id: q.runId,
    kind,
    value: q.value,
    classification,
    tenant_id: q.tenantId || null,
    recorded_at: new Date().toISOString(),
  });
}
