// Runs the FQDN scanner as the scheduled job will (run with tsx): the configuration from the
// environment (FQDN_SCANNER_*, DATABASE_URL holding the imported registries), each argument
// `name` or `name=serviceTreeId`; prints the scans as JSON.
// The server's Fastify type declarations, for type checking its code from here (no runtime import).
import type {} from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDb, migrateToLatest } from '../apps/server/src/db/index.js';
import { scanMany, scannerDeps, scanOptions } from '../apps/server/src/features/fqdns/scanner/index.js';

const config = loadConfig();
const db = createDb(config.database);
try {
  await migrateToLatest(db);
  const targets = process.argv.slice(2).map((arg) => {
    const [name = '', serviceTreeId = null] = arg.split('=');
    return { name, serviceTreeId };
  });
  const scans = await scanMany(targets, scannerDeps(db, config.fqdnScanner), {
    ...scanOptions(config.fqdnScanner),
    concurrency: config.fqdnScanner.concurrency,
  });
  process.stdout.write(JSON.stringify(scans));
} finally {
  await db.destroy();
}
