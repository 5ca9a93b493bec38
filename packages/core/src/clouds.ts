import { z } from './zod.js';
import { CloudNames } from './cloud-profiles.js';

export * from './cloud-profiles.js';

export const CloudNameSchema = z.enum(CloudNames);
