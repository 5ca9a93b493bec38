/** Splits "host:port", "[v6]:port" or "port" (host defaulting to `host`). */
export function parseHostPort(value: string, host: string): { host: string; port: number } {
  const m = /^(?:\[([^\]]+)\]:|([^:]+):)?(\d{1,5})$/.exec(value);
  const port = Number(m?.[3]);
  if (!m || port > 65535) throw new Error(`"${value}" is not [host:]port`);
  return { host: m[1] ?? m[2] ?? host, port };
}
