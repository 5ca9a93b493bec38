import { platform } from 'node:os';
import { runTool } from './exec.js';

/** The default route: its interface and gateway (Linux `ip`, macOS `route`, Windows `route print`). */
export async function defaultRoute(): Promise<{ interface: string | null; gateway: string | null }> {
  const os = platform();
  if (os === 'linux') {
    const out = await runTool('ip', ['-4', 'route', 'show', 'default']);
    const line = out?.stdout.split('\n').find((l) => l.startsWith('default')) ?? '';
    return {
      interface: /\bdev (\S+)/.exec(line)?.[1] ?? null,
      gateway: /\bvia (\S+)/.exec(line)?.[1] ?? null,
    };
  }
  if (os === 'darwin') {
    const out = await runTool('route', ['-n', 'get', 'default']);
    return {
      interface: /interface: (\S+)/.exec(out?.stdout ?? '')?.[1] ?? null,
      gateway: /gateway: (\S+)/.exec(out?.stdout ?? '')?.[1] ?? null,
    };
  }
  if (os === 'win32') {
    const out = await runTool('route', ['print', '-4', '0.0.0.0']);
    const m = /^\s*0\.0\.0\.0\s+0\.0\.0\.0\s+(\S+)\s+(\S+)/m.exec(out?.stdout ?? '');
    return { interface: m?.[2] ?? null, gateway: m?.[1] ?? null };
  }
  return { interface: null, gateway: null };
}

/** The interface the OS would send a packet to `address` from; null when it cannot tell. */
export async function routeInterface(address: string): Promise<string | null> {
  const os = platform();
  if (os === 'linux') {
    const out = await runTool('ip', ['route', 'get', address]);
    return /\bdev (\S+)/.exec(out?.stdout ?? '')?.[1] ?? null;
  }
  if (os === 'darwin') {
    const out = await runTool('route', ['-n', 'get', address]);
    return /interface: (\S+)/.exec(out?.stdout ?? '')?.[1] ?? null;
  }
  if (os === 'win32') {
    const script = `(Find-NetRoute -RemoteIPAddress '${address.replace(/[^0-9a-fA-F.:]/g, '')}' | Select-Object -First 1).InterfaceAlias`;
    const out = await runTool('powershell', ['-NoProfile', '-Command', script]);
    return out?.stdout.trim() || null;
  }
  return null;
}
