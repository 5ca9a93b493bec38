import type { Row } from '../../db/index.js';

/**
 * The only SQL of Domain Lens, every dl_* table, one file per part (and `ip-range-repo.ts`). A
 * transaction is passed as `db`.
 */
export type ChangeRow = Row<'dl_changes'>;
export type SetRow = Row<'dl_endpoint_sets'>;
export type WorkloadRow = Row<'dl_workloads'>;
export type ServiceTreeRow = Row<'dl_service_tree'>;
export type PublicationRow = Row<'dl_publications'>;

export * from './workloads-repo.js';
export * from './sets-repo.js';
export * from './changes-repo.js';
export * from './publications-repo.js';
export * from './validation-repo.js';
export * from './upstream-repo.js';
