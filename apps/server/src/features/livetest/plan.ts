import { CloudProfiles, type AdvancedPlan, type EndpointSet, type FrontDoorCatalogue } from '@netlens/core';
import type { AppConfig } from '../../config.js';

const SERVICE_AREA = { mail: 'Exchange', files: 'SharePoint' } as const;

const defaultPort = (u: URL) => u.port || (u.protocol === 'https:' ? '443' : '80');

/**
 * The endpoint list the client tests: each front door's host as a required Optimize endpoint
 * (its scheme's port, and 80/443 as the published list names them when it uses those), and this
 * server as a required Default endpoint.
 */
export function endpointSets(catalogue: FrontDoorCatalogue, selfUrl: string): EndpointSet[] {
  const sets = new Map<string, EndpointSet>();
  let id = 1;
  for (const door of catalogue.frontDoors) {
    const u = new URL(door.probeUrl);
    const port = defaultPort(u);
    const key = `${door.workload}/${u.hostname}/${port}`;
    if (sets.has(key)) continue;
    sets.set(key, {
      id: id++,
      serviceArea: SERVICE_AREA[door.workload],
      urls: [u.hostname],
      tcpPorts: port === '443' || port === '80' ? '80,443' : port,
      category: 'Optimize',
      required: true,
    });
  }
  const self = new URL(selfUrl);
  sets.set('self', {
    id,
    serviceArea: 'Common',
    urls: [self.hostname],
    tcpPorts: defaultPort(self),
    category: 'Default',
    required: true,
  });
  return [...sets.values()];
}

/**
 * Everything the advanced client needs to run its tests against this deployment, with the instance
 * of the published endpoint list its cloud's users reach (the client reads it from this server).
 */
export function advancedPlan(opts: {
  catalogue: FrontDoorCatalogue;
  selfUrl: string;
  config: AppConfig;
  mediaRelayPort: number | null;
}): AdvancedPlan {
  const { config, selfUrl } = opts;
  const site = config.frontDoors.site;
  return {
    endpoints: endpointSets(opts.catalogue, selfUrl),
    endpointListInstance: CloudProfiles[config.cloudName].endpointListInstance,
    server: selfUrl,
    mediaRelay:
      opts.mediaRelayPort === null
        ? null
        : { host: config.advanced.mediaRelayHost ?? new URL(selfUrl).hostname, port: opts.mediaRelayPort },
    dnsZone: config.advanced.dnsZone,
    serverLocation: { latitude: site.latitude, longitude: site.longitude },
  };
}
