// The access flags' fields, which other features' answers repeat; no schema is built here.
import { z } from '../zod.js';

/** The provider portal's and the internal report's access. */
export const portalAccessFields = {
  hasAccessToPartnerPortal: z.boolean(),
  hasAccessToLeadershipReport: z.boolean(),
};

/** The Domain Lens champion roles, which the reviewed workflows read of the caller. */
export const championFields = {
  isWorkloadChamp: z.boolean(),
  isServiceChamp: z.boolean(),
  isConnectivityChamp: z.boolean(),
};
