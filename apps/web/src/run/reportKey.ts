/** The TanStack Query key of a report: the run fills it, the report page reads it. */
export const reportKey = (id: string) => ['report', id] as const;
