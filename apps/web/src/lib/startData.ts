import type { FlagServiceResponse, FrontendConfiguration, SessionInfo } from '@netlens/core';

/**
 * The answers the server wrote into the page for this visitor (`plugins/start-data.ts` on the
 * server): GetFrontendConfiguration, ReadFeatureFlags and ReadSession as those endpoints answer
 * them, so the shell needs no call before it shows. A call the server could not answer is absent.
 */
export interface StartData {
  config?: FrontendConfiguration;
  flags?: FlagServiceResponse;
  session?: SessionInfo;
}

let data: StartData | undefined;

function read(): StartData {
  if (data) return data;
  data = {};
  const element = typeof document === 'undefined' ? null : document.getElementById('start-data');
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    if (parsed && typeof parsed === 'object') data = parsed as StartData;
  } catch {
    // an unreadable element: the shell loads the answers itself
  }
  return data;
}

/**
 * One answer of the page's start data, given once: the query it starts keeps it from then on, and
 * a later query (after the first was dropped) loads a fresh answer.
 */
export function takeStartAnswer<K extends keyof StartData>(key: K): StartData[K] {
  const all = read();
  const answer = all[key];
  delete all[key];
  return answer;
}
