import { COPILOT_ECHO_PATH, type CopilotWorkloadDomains } from '@netlens/core';
import type { CopilotDomainsSetting, CopilotTarget } from './setting.js';

/**
 * The workload domains for one request: `self` becomes this server as the caller reached it
 * (`selfUrl`, e.g. https://netlens.example/gcc/): its start page for connectivity, its echo
 * endpoint for WebSocket.
 */
export function workloadDomains(setting: CopilotDomainsSetting, selfUrl: string): CopilotWorkloadDomains {
  const self = new URL(selfUrl);
  const echo = new URL(`${self.pathname.replace(/\/$/, '')}${COPILOT_ECHO_PATH}`, self);
  echo.protocol = self.protocol === 'https:' ? 'wss:' : 'ws:';
  const http = (t: CopilotTarget) => (t.kind === 'self' ? self.toString() : t.url);
  const ws = (t: CopilotTarget) => (t.kind === 'self' ? echo.toString() : t.url);
  return {
    connectivityTestExtraDomains: setting.connectivity.map((g) => ({
      displayName: g.displayName,
      testDomains: g.targets.map(http),
    })),
    wssTestDomains: setting.wss.map(ws),
  };
}
