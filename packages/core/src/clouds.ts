import { z } from 'zod';
import { CloudNames } from './cloud-profiles.js';

export * from './cloud-profiles.js';

export const CloudNameSchema = z.enum(CloudNames);
