import type { GeoPlace } from '@netlens/core';
import { hasAddress } from '../geo';

/** A domain name must be shorter than this (spec §5, §9). */
export const DomainNameMaxLength = 40;
const DomainNameChars = /^[A-Za-z0-9_.-]*$/;

/**
 * Which start-page alert a submission raises (null when the test may start), or `loadFailed`
 * when the test's code could not be fetched.
 */
export type StartError = 'invalidDomainName' | 'invalidLocation' | 'loadFailed';

/** Whether a typed domain name is acceptable: empty, or fewer than 40 letters, digits, _ - and dots. */
export function isValidDomainName(domainName: string): boolean {
  const name = domainName.trim();
  return name.length < DomainNameMaxLength && DomainNameChars.test(name);
}

/** What the start page submits. */
export interface StartSubmission {
  mode: 'auto' | 'manual';
  place: GeoPlace | null;
  domainName: string;
  /** The domain input is offered on this cloud (multi-tenant and GCC). */
  domainNameOffered: boolean;
}

/** The first rule a submission breaks (domain name first, then location), or null. */
export function validateStart(submission: StartSubmission): StartError | null {
  if (submission.domainNameOffered && !isValidDomainName(submission.domainName)) return 'invalidDomainName';
  if (submission.mode === 'manual' && !(submission.place && hasAddress(submission.place.address))) {
    return 'invalidLocation';
  }
  return null;
}

/** The locale key of a start-page alert (InvalidDomainNameMsg, InvalidLocationMsg). */
export function startErrorKey(error: StartError): string {
  return `start.errors.${error}`;
}

/** The report id a start-page URL asks for with ?reportid= (any letter case), or null. */
export function reportIdParam(search: string): string | null {
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.toLowerCase() === 'reportid' && value.trim()) return value.trim();
  }
  return null;
}
