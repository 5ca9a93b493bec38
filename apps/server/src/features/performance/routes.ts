import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ASSESSMENT_BANDS,
  AVAILABILITY_LATENCY_MS,
  DOWNLOAD_SCORE_POINTS,
  LATENCY_SCORE_POINTS,
  MEETS_RECOMMENDATIONS_SCORE,
  PRIVACY_MAX_COHENS_D,
  PRIVACY_MAX_RELATIVE_ERROR,
  PRIVACY_MIN_ORGANIZATIONS,
  PRIVACY_MIN_SAMPLES,
  endpoints,
  type Scores,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';
import { requireUser } from '../identity/index.js';
import * as service from './service.js';
import * as views from './views.js';

export interface PerformanceDeps {
  db: Db;
}

const Continuation = 'x-ms-continuation';

const points = (table: readonly (readonly [number, number])[]) =>
  table.map(([value, score]) => ({ value, score }));
const SCORES: Scores = {
  latency: points(LATENCY_SCORE_POINTS),
  download: points(DOWNLOAD_SCORE_POINTS),
  meetsRecommendations: MEETS_RECOMMENDATIONS_SCORE,
  assessmentLevels: ASSESSMENT_BANDS.map((b) => ({ ...b })),
  privacy: {
    minSamples: PRIVACY_MIN_SAMPLES,
    maxRelativeStandardError: PRIVACY_MAX_RELATIVE_ERROR,
    minOrganizations: PRIVACY_MIN_ORGANIZATIONS,
    maxCohensD: PRIVACY_MAX_COHENS_D,
  },
  availabilityLatencyMs: AVAILABILITY_LATENCY_MS,
};

/** The performance calls under /api/pnpp/api/v1 (spec 2 §7), read from the aggregates only. */
export async function performanceRoutes(app: FastifyInstance, opts: PerformanceDeps) {
  const { db } = opts;
  app.addHook('onSend', async (req, reply) => {
    if (req.url.includes('/api/pnpp/')) reply.header('cache-control', 'private, no-store');
  });
  /** Signed in (401) with partner-portal or leadership access (403), and what the caller sees. */
  const ctx = (req: FastifyRequest) => service.contextOf(db, requireUser(req));
  /** The continuation asked for (the header, else the query parameter). */
  const continuation = (req: FastifyRequest, query?: string) => {
    const header = req.headers[Continuation];
    return (typeof header === 'string' && header) || query || undefined;
  };
  /** A page, its continuation also answered as the header. */
  const paged = <P extends { continuation: string | null }>(reply: FastifyReply, page: P): P => {
    if (page.continuation) reply.header(Continuation, page.continuation);
    return page;
  };

  route(app, endpoints.PerformanceLatestPagination, {}, async (req, reply) =>
    paged(
      reply,
      await service.latestPagination(
        db,
        requireUser(req),
        req.query,
        continuation(req, req.query.continuation),
      ),
    ),
  );

  route(app, endpoints.PerformanceLatestOfPartner, {}, async (req) =>
    service.latestOfPartner(await ctx(req), req.query),
  );

  route(app, endpoints.PerformanceLatest, {}, async (req) => service.latest(await ctx(req), req.query));

  route(app, endpoints.PerformanceGeoWithReport, {}, async (req) =>
    views.geoWithReport(await ctx(req), req.query),
  );

  route(app, endpoints.PerformanceTypeCount, {}, async (req) => service.typeCount(await ctx(req)));

  route(app, endpoints.PerformanceNpi, {}, async (req) => views.npiRanking(await ctx(req), req.query));

  route(app, endpoints.PerformanceSolutionTags, {}, async (req) => service.solutionTags(await ctx(req)));

  route(app, endpoints.PerformanceProfile, {}, async (req) =>
    views.profile(await ctx(req), req.query.solutionId),
  );

  route(app, endpoints.PerformanceOfSolution, {}, async (req) =>
    service.ofSolution(await ctx(req), req.params.id, req.query),
  );

  route(app, endpoints.PerformanceHistory, {}, async (req) =>
    views.history(await ctx(req), req.params.id, req.query, new Date()),
  );

  route(app, endpoints.PerformanceScores, {}, async () => SCORES);

  route(app, endpoints.SolutionLatestAssessments, {}, async (req) =>
    views.latestAssessments(await ctx(req), req.params.id, req.query),
  );

  route(app, endpoints.OutageHistory, {}, async (req, reply) =>
    paged(
      reply,
      await views.outageHistory(await ctx(req), req.query, continuation(req, req.query.continuation)),
    ),
  );
}
