import { OcdiStageLabel, type OcdiStage } from '@netlens/core';
import type { TFunction } from '../../../lib/i18n';

/** A transition stage as shown: its S0–S6 step and name (NA by its name alone). */
export const stageText = (t: TFunction, s: OcdiStage) =>
  s === 'NA' ? t('fqdns.ocdi.stages.NA') : `${OcdiStageLabel[s]} · ${t(`fqdns.ocdi.stages.${s}`)}`;
