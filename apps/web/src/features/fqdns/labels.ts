import type { Fqdn } from '@netlens/core';
import type { TFunction } from '../../lib/i18n';

/** How the FQDN inventory shows its values (spec 2 §3: scopes as MVP, MVP+, Third Party, Exclude). */
export const scopeLabel = (t: TFunction, f: Fqdn) => t(`fqdns.scopes.${f.scannerInfo.scope}`);
export const customerFacingLabel = (t: TFunction, v: string) => t(`fqdns.customerFacing.${v}`);
export const dailyTestLabel = (t: TFunction, v: string) => t(`fqdns.dailyTest.${v}`);
export function assignmentLabel(t: TFunction, f: Fqdn) {
  const a = f.assignmentInfo;
  const status = t(`fqdns.assignment.${a.assignmentStatus}`);
  return a.assignmentStatus === 'PendingReview' && a.newWorkload ? `${status} → ${a.newWorkload}` : status;
}
export const dateLabel = (value: string | null, language: string) =>
  value ? new Date(value).toLocaleString(language) : '—';
