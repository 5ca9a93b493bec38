import { z } from '../zod.js';
import { EnvironmentGroups } from './groups.js';

export * from './groups.js';

export const EnvironmentGroupSchema = z.enum(EnvironmentGroups);

/** A deployment's environment name: free text such as development, test, staging, production. */
export const AppEnvSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, underscore and hyphen only');
