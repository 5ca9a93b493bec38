import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Test hosts for the advanced client: three network namespaces joined by veth pairs,
 *   client (10.201.1.2) ─ router (10.201.1.1 | 10.201.2.1) ─ server (10.201.2.2)
 * so traceroute sees a real hop, UDP crosses real links, and a proxy can sit on the router.
 * Created by `makeTestHosts`, removed by its `remove`.
 */
export interface TestHosts {
  client: string;
  router: string;
  server: string;
  serverIp: string;
  routerIp: string;
  /**
   * Host names of a namespace: `ip netns exec` puts /etc/netns/<ns>/hosts in place of /etc/hosts
   * for the processes it starts afterwards (removed by `remove`).
   */
  names: (ns: string, entries: Record<string, string>) => void;
  /** Starts a process inside a namespace; it and what it starts are stopped by `remove`. */
  run: (ns: string, cmd: string, args: string[], env?: Record<string, string>) => ChildProcess;
  remove: () => void;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: 'pipe' });

/** The ids of this machine's processes whose command line holds `text`. */
export function processesRunning(text: string): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(text);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

/** Whether namespaces can be made here (root and iproute2 with netns support). */
export function canMakeTestHosts(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    ip('netns', 'list');
    return true;
  } catch {
    return false;
  }
}

export function makeTestHosts(): TestHosts {
  const tag = randomBytes(3).toString('hex');
  const [client, router, server] = ['c', 'r', 's'].map((n) => `nl${n}${tag}`) as [string, string, string];
  const children: ChildProcess[] = [];
  const remove = () => {
    // Each process with whatever it started (tsx runs its script in a child of its own).
    for (const c of children) {
      try {
        if (c.pid) process.kill(-c.pid, 'SIGKILL');
      } catch {
        // the group is gone
      }
    }
    for (const ns of [client, router, server]) {
      rmSync(`/etc/netns/${ns}`, { recursive: true, force: true });
      try {
        ip('netns', 'del', ns);
      } catch {
        // already gone
      }
    }
  };
  try {
    for (const ns of [client, router, server]) ip('netns', 'add', ns);
    const link = (a: string, nsA: string, b: string, nsB: string) => {
      ip('link', 'add', a, 'type', 'veth', 'peer', 'name', b);
      ip('link', 'set', a, 'netns', nsA);
      ip('link', 'set', b, 'netns', nsB);
    };
    link(`c0${tag}`, client, `r0${tag}`, router);
    link(`r1${tag}`, router, `s0${tag}`, server);
    const inNs = (ns: string, ...args: string[]) => ip('-n', ns, ...args);
    inNs(client, 'addr', 'add', '10.201.1.2/24', 'dev', `c0${tag}`);
    inNs(router, 'addr', 'add', '10.201.1.1/24', 'dev', `r0${tag}`);
    inNs(router, 'addr', 'add', '10.201.2.1/24', 'dev', `r1${tag}`);
    inNs(server, 'addr', 'add', '10.201.2.2/24', 'dev', `s0${tag}`);
    for (const [ns, dev] of [
      [client, `c0${tag}`],
      [router, `r0${tag}`],
      [router, `r1${tag}`],
      [server, `s0${tag}`],
    ] as const) {
      inNs(ns, 'link', 'set', dev, 'up');
    }
    for (const ns of [client, router, server]) inNs(ns, 'link', 'set', 'lo', 'up');
    inNs(client, 'route', 'add', 'default', 'via', '10.201.1.1');
    inNs(server, 'route', 'add', 'default', 'via', '10.201.2.1');
    execFileSync('ip', ['netns', 'exec', router, 'sysctl', '-qw', 'net.ipv4.ip_forward=1']);
  } catch (err) {
    remove();
    throw err;
  }
  return {
    client,
    router,
    server,
    serverIp: '10.201.2.2',
    routerIp: '10.201.1.1',
    names: (ns, entries) => {
      mkdirSync(`/etc/netns/${ns}`, { recursive: true });
      const lines = [
        '127.0.0.1 localhost',
        ...Object.entries(entries).map(([name, addr]) => `${addr} ${name}`),
      ];
      writeFileSync(`/etc/netns/${ns}/hosts`, `${lines.join('\n')}\n`);
    },
    run: (ns, cmd, args, env = {}) => {
      const child = spawn('ip', ['netns', 'exec', ns, cmd, ...args], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true, // a process group of its own, which `remove` stops whole
      });
      children.push(child);
      return child;
    },
    remove,
  };
}
