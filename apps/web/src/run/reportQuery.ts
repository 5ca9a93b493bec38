import { contractQuery } from '../lib/contractApi';

/** The TanStack Query query of a report by id: the run fills it, the report page reads it. */
export const reportQuery = (id: string) => contractQuery('ReadReport', { params: { id } });
