import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { InstanceSchema, IpRangeSourceSchema } from '@netlens/core';
import { ConfigError, adminCommandPassword, loadConfig } from './config.js';
import { createDb, migrateToLatest } from './db/index.js';
import {
  AdminCommandError,
  addToGroup,
  createOrganization,
  createUser,
  removeFromGroup,
  setPassword,
  updateOrganization,
} from './features/identity/index.js';
import {
  ImportError,
  followUpstreamNow,
  importEndpointList,
  outcomeLine,
  importIpRangesCsv,
  importServiceTreeCsv,
} from './features/domainlens/index.js';
import { readOutbox } from './features/partners/index.js';
import { aggregatePerformanceNow } from './features/performance/index.js';
import { importFqdnsCsv } from './features/fqdns/index.js';
import {
  AsnImportError,
  importAsOrg,
  importAsRel,
  importPeeringDb,
  learnFromTraceroutes,
} from './features/asn/index.js';
import { embeddedAsnLookup } from './features/ipclassification/index.js';
import { demoProviders } from './demo-command.js';

const Usage = `Usage: npm run admin -- <command> [options]   (uses DATABASE_URL like the server)

  create-org     --name <name> [--tenant <id>] [--sub-scope GCC|DOD|DODCON] [--privacy-url <url>] [--domains a.com,b.com]
  update-org     --tenant <id> [--sub-scope <scope>|""] [--privacy-url <url>|""] [--domains a.com,b.com]
  create-user    --tenant <id> --username <name> --name "<display name>" [--email <mail>] [--guest]
  set-password   --username <name>
  add-to-group   --username <name> --group <group>
  remove-from-group --username <name> --group <group>
  import-service-tree --file <services.csv>        (Domain Lens: columns id, name, devOwner, pmOwner, lifecycle optional)
  import-ip-ranges --source IPAM|ARIN|BYOIP --file <ranges.csv>
                 (Domain Lens: columns cidr, tags (";"-separated), owner; replaces that
                  registry's ranges, read by the IPAM-tag and ownership validation tests)
  import-endpoints --instance <instance> --file <endpoints.json>
                 (Domain Lens: an endpoint list in the public JSON format, published as the
                  instance's first version; a bad entry names itself and nothing is imported)
  follow-upstream                                (Domain Lens: follow ENDPOINT_UPSTREAM_URL now, as the server
                  does on ENDPOINT_UPSTREAM_SCHEDULE: a newer upstream version becomes changes awaiting
                  review (or an instance's first version); one line per instance)
  partner-outbox [--email <address>]
                 (Network providers: the verification mails kept when SMTP_URL is not set,
                  newest first; the code is in each mail's text)
  import-fqdns   --file <fqdns.csv>
                 (Domain Lens FQDN inventory: columns domainName, instance, workload and, optionally,
                  serviceTreeId, scope, publishedDomainName; names already there are skipped; a bad
                  line names itself and nothing is imported)
  import-as-rel  --file <yyyymmdd.as-rel.txt>    (ASN explorer: CAIDA AS relationships, asn1|asn2|rel;
                  replaces the links CAIDA gave before; a bad line names itself)
  import-as-org  --file <yyyymmdd.as-org2info.txt>  (ASN explorer: CAIDA AS-to-organisation file)
  import-peeringdb --file <peeringdb.json>       (ASN explorer: a PeeringDB export's org and net objects)
  learn-traceroutes                              (ASN explorer: AS links from stored traceroutes now,
                  as the server does every ten minutes)
  demo-providers --url <server URL> [--days 30] [--solution <id>,<id>]
                 (DEMO DATA: a demo provider (status Demo) with two solutions, and demo customer
                  organisations whose users post and save reports through the running server's
                  GenerateTestReport from addresses of each solution's subnets (the server must run
                  with TRUST_PROXY=true), dated over the past days with a degradation that becomes an
                  outage; --solution also feeds existing solutions; then aggregates every report again)
  demo-providers --remove                        (removes everything the demo command created, and aggregates again)
  aggregate-performance [--full]                 (Network providers: attribute the reports stored since
                  the last run to solutions and aggregate them now, as the server does on
                  PERFORMANCE_AGGREGATION_SCHEDULE; --full drops every aggregate and reads every report)

Passwords are read from the NETLENS_PASSWORD environment variable or, when it is unset, from
the first line of standard input (at least 10 characters).`;

async function readPassword(): Promise<string> {
  const fromEnv = adminCommandPassword();
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) process.stdout.write('Password: ');
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function main(argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  const { values: v } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      tenant: { type: 'string' },
      'sub-scope': { type: 'string' },
      'privacy-url': { type: 'string' },
      domains: { type: 'string' },
      username: { type: 'string' },
      email: { type: 'string' },
      group: { type: 'string' },
      guest: { type: 'boolean' },
      file: { type: 'string' },
      instance: { type: 'string' },
      source: { type: 'string' },
      url: { type: 'string' },
      days: { type: 'string' },
      solution: { type: 'string' },
      remove: { type: 'boolean' },
      full: { type: 'boolean' },
    },
  });
  const need = (key: keyof typeof v): string => {
    const value = v[key];
    if (typeof value !== 'string' || !value) throw new AdminCommandError(`--${key} is required\n\n${Usage}`);
    return value;
  };
  const domains = v.domains
    ?.split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  const db = createDb(loadConfig().database);
  try {
    await migrateToLatest(db);
    switch (command) {
      case 'create-org': {
        const { tenantId } = await createOrganization(db, {
          name: need('name'),
          tenantId: v.tenant,
          subScope: v['sub-scope'],
          privacyUrl: v['privacy-url'],
          domains,
        });
        return `Created organization "${v.name}" with tenant id ${tenantId}`;
      }
      case 'update-org':
        await updateOrganization(db, need('tenant'), {
          subScope: v['sub-scope'],
          privacyUrl: v['privacy-url'],
          domains,
        });
        return `Updated organization ${v.tenant}`;
      case 'create-user': {
        const tenantId = need('tenant');
        const username = need('username');
        const { id } = await createUser(db, {
          tenantId,
          username,
          displayName: need('name'),
          email: v.email,
          password: await readPassword(),
          guest: v.guest ?? false,
        });
        return `Created user ${username} (${id})`;
      }
      case 'set-password':
        await setPassword(db, need('username'), await readPassword());
        return `Password of ${v.username} set; its sessions ended`;
      case 'add-to-group':
        await addToGroup(db, need('username'), need('group'));
        return `Added ${v.username} to ${v.group}`;
      case 'remove-from-group':
        await removeFromGroup(db, need('username'), need('group'));
        return `Removed ${v.username} from ${v.group}`;
      case 'import-service-tree': {
        const count = await importServiceTreeCsv(db, readFileSync(need('file'), 'utf8'));
        return `Imported ${count} service-tree entries`;
      }
      case 'import-ip-ranges': {
        const source = IpRangeSourceSchema.safeParse(need('source'));
        if (!source.success)
          throw new AdminCommandError(`--source must be one of ${IpRangeSourceSchema.options.join(', ')}`);
        const count = await importIpRangesCsv(db, source.data, readFileSync(need('file'), 'utf8'));
        return `Imported ${count} ${source.data} IP ranges (the registry's previous ranges were replaced)`;
      }
      case 'import-endpoints': {
        const instance = InstanceSchema.safeParse(need('instance'));
        if (!instance.success)
          throw new AdminCommandError(`--instance must be one of ${InstanceSchema.options.join(', ')}`);
        const data: unknown = JSON.parse(readFileSync(need('file'), 'utf8'));
        const done = await importEndpointList(db, instance.data, data, 'operator');
        return `Imported ${done.sets} endpoint sets into ${done.instance}, published as version ${done.version}`;
      }
      case 'follow-upstream': {
        const settings = loadConfig().domainLens.upstream;
        if (!settings.url) throw new AdminCommandError('ENDPOINT_UPSTREAM_URL is not set');
        const outcomes = await followUpstreamNow(db, settings);
        if (!outcomes)
          throw new AdminCommandError('A run of the follow is in progress; try again when it ends');
        if (outcomes.some((o) => o.result === 'failed')) process.exitCode = 1;
        return outcomes.map(outcomeLine).join('\n') || 'The upstream lists no instance';
      }
      case 'partner-outbox': {
        const mails = await readOutbox(db, v.email);
        if (mails.length === 0) return 'The outbox is empty';
        return mails.map((m) => `${m.createdAt}  to ${m.to}\n${m.subject}\n\n${m.text}`).join('\n\n----\n\n');
      }
      case 'demo-providers':
        return await demoProviders(db, loadConfig(), v);
      case 'import-fqdns': {
        const count = await importFqdnsCsv(db, readFileSync(need('file'), 'utf8'));
        return `Imported ${count} FQDNs`;
      }
      case 'import-as-rel': {
        const count = await importAsRel(db, readFileSync(need('file'), 'utf8'));
        return `Imported ${count} CAIDA AS links (CAIDA's previous links were replaced)`;
      }
      case 'import-as-org': {
        const done = await importAsOrg(db, readFileSync(need('file'), 'utf8'));
        return `Imported ${done.orgs} organisations and ${done.asns} ASes from CAIDA`;
      }
      case 'import-peeringdb': {
        const done = await importPeeringDb(db, readFileSync(need('file'), 'utf8'));
        return `Imported ${done.orgs} organisations and ${done.asns} networks from PeeringDB`;
      }
      case 'learn-traceroutes': {
        const count = await learnFromTraceroutes(db, embeddedAsnLookup());
        return `Saw ${count} AS links in stored traceroutes`;
      }
      case 'aggregate-performance': {
        const run = await aggregatePerformanceNow(db, loadConfig().performance, v.full ?? false);
        if (!run)
          throw new AdminCommandError('A run of the aggregation is in progress; try again when it ends');
        return `Read ${run.reportsRead} reports (${run.samplesAttributed} attributed to solutions), changed ${run.aggregatesChanged} aggregates in ${run.durationMs} ms; ${run.outagesOpen} outages ongoing; watermark ${run.watermark ?? 'none'}`;
      }
      default:
        throw new AdminCommandError(Usage);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (message) => process.stdout.write(`${message}\n`),
  (err: unknown) => {
    const known =
      err instanceof AdminCommandError ||
      err instanceof ImportError ||
      err instanceof AsnImportError ||
      err instanceof SyntaxError ||
      err instanceof ConfigError ||
      (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(known ? (err as Error).message : err);
    process.exitCode = 1;
  },
);
