import { describe, expect, it } from 'vitest';
import {
  ADDITION_EFFECTIVE_DAYS,
  BULK_REMOVAL_THRESHOLD,
  VALIDATION_TEST_IDS,
  ValidationTestResultSchema,
  validationOutcome,
} from './validation.js';

const r = (severity: 'Pass' | 'Warning' | 'Blocking') => ({ severity });

describe('validationOutcome', () => {
  it('succeeds when every test passes (and when there are none)', () => {
    expect(validationOutcome([r('Pass'), r('Pass')], false)).toBe('AllSucceeded');
    expect(validationOutcome([], false)).toBe('AllSucceeded');
    expect(validationOutcome([r('Pass')], true)).toBe('AllSucceeded');
  });

  it('fails not blocking on warnings only, whatever the bypass', () => {
    expect(validationOutcome([r('Pass'), r('Warning')], false)).toBe('FailedNotBlocking');
    expect(validationOutcome([r('Warning')], true)).toBe('FailedNotBlocking');
  });

  it('fails blocking on any blocking result, bypassed when bypass was granted', () => {
    expect(validationOutcome([r('Warning'), r('Blocking'), r('Pass')], false)).toBe('FailedBlocking');
    expect(validationOutcome([r('Blocking')], true)).toBe('Bypassed');
  });
});

describe('validation contract', () => {
  it('has one id a test of the spec and its constants', () => {
    expect(VALIDATION_TEST_IDS).toHaveLength(17);
    expect(new Set(VALIDATION_TEST_IDS).size).toBe(17);
    expect(BULK_REMOVAL_THRESHOLD).toBe(100);
    expect(ADDITION_EFFECTIVE_DAYS).toBe(30);
  });

  it('accepts a result with a reason and details, refuses an unknown test or an empty reason', () => {
    const ok = ValidationTestResultSchema.safeParse({
      test: 'PortDash',
      severity: 'Warning',
      reason: 'TCP ports "3478-3481" use a range.',
      details: { ranges: ['3478-3481'] },
    });
    expect(ok.success).toBe(true);
    expect(
      ValidationTestResultSchema.safeParse({ test: 'Nope', severity: 'Pass', reason: 'x' }).success,
    ).toBe(false);
    expect(
      ValidationTestResultSchema.safeParse({ test: 'PortDash', severity: 'Pass', reason: '' }).success,
    ).toBe(false);
  });
});
