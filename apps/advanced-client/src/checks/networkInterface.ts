import { networkInterfaces } from 'node:os';
import type { NetworkInterfaceResult } from '@netlens/core';
import { defaultRoute } from '../lib/routes.js';

const NO_MAC = '00:00:00:00:00:00';

/** `networkInterface`: the machine's interfaces and which one carries the default route. */
export async function networkInterfaceTest(): Promise<NetworkInterfaceResult> {
  const interfaces = Object.entries(networkInterfaces())
    .slice(0, 100)
    .map(([name, addrs = []]) => ({
      name: name.slice(0, 64),
      mac: addrs.find((a) => a.mac && a.mac !== NO_MAC)?.mac ?? null,
      addresses: addrs.map((a) => a.cidr ?? a.address).slice(0, 50),
      internal: addrs.every((a) => a.internal),
    }));
  const route = await defaultRoute();
  return { defaultInterface: route.interface, interfaces };
}
