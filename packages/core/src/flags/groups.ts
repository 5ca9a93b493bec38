/** Environment groups of the feature-flag service. */
export const EnvironmentGroups = ['development', 'staging', 'production'] as const;
export type EnvironmentGroup = (typeof EnvironmentGroups)[number];

/** The flag group an environment reads: production for every environment except development and staging. */
export function environmentGroupOf(env: string): EnvironmentGroup {
  const e = env.toLowerCase();
  if (e === 'development' || e === 'staging') return e;
  return 'production';
}
