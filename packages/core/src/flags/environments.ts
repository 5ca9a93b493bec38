import { z } from 'zod';

/** Environment groups of the feature-flag service. */
export const EnvironmentGroups = ['development', 'staging', 'production'] as const;
export const EnvironmentGroupSchema = z.enum(EnvironmentGroups);
export type EnvironmentGroup = z.infer<typeof EnvironmentGroupSchema>;

/** A deployment's environment name: free text such as development, test, staging, production. */
export const AppEnvSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, underscore and hyphen only');

/** The flag group an environment reads: production for every environment except development and staging. */
export function environmentGroupOf(env: string): EnvironmentGroup {
  const e = env.toLowerCase();
  if (e === 'development' || e === 'staging') return e;
  return 'production';
}
