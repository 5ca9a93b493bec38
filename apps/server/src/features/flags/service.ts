import {
  AppError,
  CloudProfiles,
  EnvironmentGroupSchema,
  FeatureFlagDefaults,
  FeatureFlagNameSchema,
  UxControlNames,
  flattenStrings,
  Locales,
  type EnvironmentGroup,
  type FeatureFlagName,
  type FeatureFlags,
  type FrontendConfiguration,
  type Language,
} from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { findFlagRows, upsertFlags } from './repo.js';

/** Flags of a group: defaults, then the operator's configuration, then administrators' edits. */
export async function flagsFor(db: Db, config: AppConfig, group: EnvironmentGroup): Promise<FeatureFlags> {
  const flags: FeatureFlags = { ...FeatureFlagDefaults, ...config.flagOverrides };
  for (const row of await findFlagRows(db, group)) {
    const name = FeatureFlagNameSchema.safeParse(row.name);
    if (name.success) flags[name.data] = Number(row.value) === 1;
  }
  return flags;
}

/** The environment group named by a request; anything else is the spec's settingService error. */
export function parseEnvironmentGroup(raw: string | undefined): EnvironmentGroup {
  const parsed = EnvironmentGroupSchema.safeParse(raw?.toLowerCase());
  if (!parsed.success) {
    const message = `one of ${EnvironmentGroupSchema.options.join(', ')}`;
    throw new AppError('ENVIRONMENT_NOT_SET', { details: [{ path: 'params.environment', message }] });
  }
  return parsed.data;
}

/** Applies an administrator's edit and returns the group's flags after it. */
export async function editFlags(
  db: Db,
  config: AppConfig,
  group: EnvironmentGroup,
  patch: Partial<Record<FeatureFlagName, boolean>>,
  by: string,
): Promise<FeatureFlags> {
  await upsertFlags(db, group, patch, by);
  return flagsFor(db, config, group);
}

/** The runtime configuration of this deployment; it only changes with a restart. */
export function frontendConfiguration(config: AppConfig): FrontendConfiguration {
  const cloud = CloudProfiles[config.cloudName];
  return {
    env: config.env,
    cloudName: cloud.name,
    endpointExchange: config.endpointExchange ?? cloud.endpointExchange,
    endpointSharePoint: config.endpointSharePoint ?? cloud.endpointSharePoint,
    uxFeatureControl: Object.fromEntries(
      UxControlNames.map((n) => [n, config.uxDisabled.has(n)]),
    ) as FrontendConfiguration['uxFeatureControl'],
    pathPrefix: cloud.pathPrefix,
    links: config.links,
    filingRecords: config.filingRecords,
  };
}

const flatLocales = new Map<Language, Record<string, string>>();

/** The flattened string table of a language (computed once). */
export function stringTable(lang: Language): Record<string, string> {
  let table = flatLocales.get(lang);
  if (!table) {
    table = flattenStrings(Locales[lang]);
    flatLocales.set(lang, table);
  }
  return table;
}
