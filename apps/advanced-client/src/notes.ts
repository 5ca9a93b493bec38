import { isNotAvailable, type AdvancedCategory, type NotAvailableNeed, type PathTool } from '@netlens/core';

const NEEDS: Record<NotAvailableNeed, string> = {
  DNS_ZONE:
    'not available on this server: its administrator offers it by delegating a DNS zone to it (DNS_ZONE)',
  MEDIA_RELAY_PORT:
    'not available on this server: its administrator turned the media relay off (MEDIA_RELAY_PORT)',
  liveRun:
    "needs a live run: the server's media relay answers only runs started from a report page; run the command shown there",
};

/** How to get the full hop list where the OS's path tool is missing. */
export function pathToolHint(tool: PathTool): string {
  const how = {
    linux: 'install traceroute (sudo apt-get install traceroute, or sudo dnf install traceroute)',
    macos: 'traceroute comes with macOS in /usr/sbin: add /usr/sbin to PATH',
    windows: String.raw`tracert comes with Windows in C:\Windows\System32: add that folder to PATH`,
    other: 'install traceroute',
  }[tool.os];
  return `${tool.name} is not installed: TCP connect times and hop counts instead; for the full hop list, ${how}, and run the test again`;
}

/** A line explaining a result that is not a plain measurement, for the output and the results file. */
export function noteOf(category: AdvancedCategory, payload: unknown): string | null {
  if (isNotAvailable(payload)) return NEEDS[payload.notAvailable.needs];
  if (category === 'Traceroute') {
    const tool = (payload as { missingTool?: PathTool } | null)?.missingTool;
    if (tool) return pathToolHint(tool);
  }
  return null;
}
