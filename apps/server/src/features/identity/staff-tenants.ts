import type { FastifyBaseLogger } from 'fastify';

/** The start-up warning while STAFF_TENANTS is empty. */
export const NoStaffTenantsWarning =
  "STAFF_TENANTS is not set: no organisation's groups grant leadership or Domain Lens access; " +
  "set it to your own organisation's tenant id(s).";

/** Says at start-up which organisations' groups grant the staff roles, or warns that none does. */
export function logStaffTenants(log: FastifyBaseLogger, staffTenants: readonly string[]): void {
  if (staffTenants.length === 0) log.warn(NoStaffTenantsWarning);
  else
    log.info(
      { staffTenants },
      `STAFF_TENANTS: leadership and Domain Lens access are granted by the groups of ${staffTenants.join(', ')}`,
    );
}
