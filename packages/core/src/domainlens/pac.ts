import { z } from '../zod.js';

/**
 * Proxy auto-configuration files from a published list, as the public documentation's PAC script
 * makes them: type 1 sends the Optimize endpoints to `DirectProxySettings`, type 2 the Optimize
 * and Allow endpoints; every other host goes to `DefaultProxySettings`.
 */
export const PacTypes = { '1': ['Optimize'], '2': ['Optimize', 'Allow'] } as const;
export type PacType = keyof typeof PacTypes;

export const PacMessages = {
  proxy:
    'A proxy setting is DIRECT, or PROXY, HTTPS, SOCKS, SOCKS4 or SOCKS5 with host:port, several separated by ";".',
  tenant: 'A tenant name is letters, digits and hyphens, as in contoso.',
  type: 'Type is 1 (Optimize endpoints direct) or 2 (Optimize and Allow endpoints direct).',
} as const;

const host = String.raw`(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])`;
const one = String.raw`(?:DIRECT|(?:PROXY|HTTPS|HTTP|SOCKS|SOCKS4|SOCKS5) ${host}:\d{1,5})`;
/** A PAC function's answer: `DIRECT`, `PROXY proxy.contoso.com:8080`, several joined by `;`. */
const ProxyGrammar = new RegExp(`^${one}(?:\\s*;\\s*${one})*$`, 'i');

/** A proxy setting as the PAC file returns it; nothing else can reach the script's text. */
export const PacProxySchema = z
  .string()
  .trim()
  .max(500)
  .regex(ProxyGrammar, PacMessages.proxy)
  .transform((s) =>
    s
      .split(';')
      .map((p) => p.trim().replace(/^\w+/, (w) => w.toUpperCase()))
      .join('; '),
  );

export const PacQuerySchema = z.object({
  Type: z.enum(['1', '2'], { error: PacMessages.type }).default('1'),
  DefaultProxySettings: PacProxySchema,
  DirectProxySettings: PacProxySchema.default('DIRECT'),
  TenantName: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/i, PacMessages.tenant)
    .optional(),
});
export type PacQuery = z.output<typeof PacQuerySchema>;

/** The PAC file's address for these choices, as a page shows it to copy. */
export function pacPath(
  instance: string,
  q: { Type: PacType; DefaultProxySettings: string; DirectProxySettings?: string; TenantName?: string },
): string {
  const params = new URLSearchParams({ Type: q.Type, DefaultProxySettings: q.DefaultProxySettings });
  if (q.DirectProxySettings && q.DirectProxySettings !== 'DIRECT')
    params.set('DirectProxySettings', q.DirectProxySettings);
  if (q.TenantName) params.set('TenantName', q.TenantName);
  return `/endpoints-service/pac/${instance}?${params.toString()}`;
}
