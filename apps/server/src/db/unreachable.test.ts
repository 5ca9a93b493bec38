import { describe, expect, it } from 'vitest';
import { AppError } from '@netlens/core';
import { isDatabaseUnreachable } from './index.js';

const coded = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('isDatabaseUnreachable', () => {
  it('recognises failures to reach PostgreSQL, also as the cause of a wrapped error', () => {
    for (const err of [
      coded('timeout exceeded when trying to connect'),
      coded('Connection terminated unexpectedly'),
      coded('Connection terminated due to connection timeout'),
      coded('Query read timeout'),
      coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      coded('read ECONNRESET', 'ECONNRESET'),
      coded('terminating connection due to administrator command', '57P01'),
      coded('the database system is starting up', '57P03'),
      coded('connection failure', '08006'),
      new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
      new AppError('GENERATE_REPORT_FAILED', { cause: coded('Query read timeout') }),
    ])
      expect(isDatabaseUnreachable(err), err.message).toBe(true);
  });

  it('leaves faults of the query and other errors alone', () => {
    for (const err of [
      coded('duplicate key value violates unique constraint', '23505'),
      coded('syntax error at or near "selec"', '42601'),
      coded('canceling statement due to statement timeout', '57014'),
      new Error('something else'),
      'not an error',
      null,
    ])
      expect(isDatabaseUnreachable(err)).toBe(false);
  });
});
