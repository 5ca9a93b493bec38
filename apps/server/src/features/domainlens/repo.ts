import type { Selectable } from 'kysely';
import type {
  DlChangeTable,
  DlEndpointSetTable,
  DlPublicationTable,
  DlServiceTreeTable,
  DlWorkloadTable,
} from '../../db/schema.js';

/**
 * The only SQL of Domain Lens, every dl_* table, one file per part (and `ip-range-repo.ts`). A
 * transaction is passed as `db`.
 */
export type ChangeRow = Selectable<DlChangeTable>;
export type SetRow = Selectable<DlEndpointSetTable>;
export type WorkloadRow = Selectable<DlWorkloadTable>;
export type ServiceTreeRow = Selectable<DlServiceTreeTable>;
export type PublicationRow = Selectable<DlPublicationTable>;

export * from './workloads-repo.js';
export * from './sets-repo.js';
export * from './changes-repo.js';
export * from './publications-repo.js';
export * from './validation-repo.js';
export * from './upstream-repo.js';
