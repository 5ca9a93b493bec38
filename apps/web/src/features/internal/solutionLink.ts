/**
 * Where a solution's details page is opened from the internal report: its path, with the origin
 * the details page reads to lead back here.
 */
export const solutionDetailsPath = (solutionId: string) =>
  `/solutions/${encodeURIComponent(solutionId)}?from=internal#overview`;
