/** A valid result of every category, as the client would publish it. */
export const SAMPLE_RESULTS = {
  Connectivity: {
    checks: [
      {
        host: 'mail.example.test',
        port: 443,
        protocol: 'https',
        category: 'Optimize',
        outcome: 'SslBreak',
        httpStatus: 200,
        issuer: 'CN=Corp Inspection CA',
        latencyMs: 12.5,
        error: null,
      },
    ],
  },
  DnsConnectivity: {
    servers: ['127.0.0.53'],
    lookups: [{ host: 'mail.example.test', ms: 3.2, addresses: ['192.0.2.7'], error: null }],
  },
  Skype: {
    relay: '127.0.0.1:3478',
    udpBlocked: false,
    sent: 500,
    received: 498,
    lossShare: 0.004,
    rttMs: 20,
    jitterMs: 2,
    durationMs: 10_000,
  },
  BufferBloat: { idleMs: 10, loadedMs: 130, bloatMs: 120, bytes: 15_000_000, downloadMBps: 40 },
  WebSocket: { url: 'ws://127.0.0.1/messagingHub', connected: true, latencyMs: 4, error: null },
  NetworkInterface: {
    defaultInterface: 'eth0',
    interfaces: [{ name: 'eth0', mac: '02:00:00:00:00:01', addresses: ['10.0.0.2'], internal: false }],
  },
  DnsResolver: {
    queriedName: 'abcdefgh12.probe.example.test',
    resolverIp: '8.8.8.8',
    city: 'Mountain View',
    country: 'US',
    latitude: 37.4,
    longitude: -122.1,
    distanceKm: 8000,
    error: null,
  },
  Proxy: { proxies: [] },
  Vpn: {
    vpnInterfaces: ['tun0'],
    routes: [
      {
        workload: 'mail',
        host: 'mail.example.test',
        address: '192.0.2.7',
        interface: 'tun0',
        classification: 'tunneled',
      },
    ],
  },
  Traceroute: {
    targets: [
      {
        host: 'mail.example.test',
        reached: true,
        hops: [{ hop: 1, address: '10.0.0.1', rttMs: 0.4, asn: null }],
        error: null,
      },
    ],
  },
  Arp: { gateway: '10.0.0.1', gatewayMacs: ['02:00:00:00:00:fe'], neighbours: 1, conflict: false },
  Congestion: { samples: 30, minMs: 10, medianMs: 12, p90Ms: 15, maxMs: 30, stdDevMs: 3 },
} as const;
