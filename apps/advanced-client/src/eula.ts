import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';

/** Name of the empty file whose presence records that the terms were accepted. */
export const EULA_MARKER = 'netlens-eula-accepted';

export const EULA_TEXT = `NetLens advanced network test — terms of use

This program measures your network's connection to the service: it resolves names, opens
HTTP(S) connections, sends UDP test packets to the media relay, reads your network interfaces,
routes, neighbour table and proxy settings, and runs traceroute. With --run it sends these results
to the server you name, which adds them to your report. It changes nothing on your machine except
writing TestResults/ and the acceptance file. The program is provided as is, without warranty.`;

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * True once the terms are accepted: the marker file exists in `dir`, --accept-eula was given (the
 * marker is then written for unattended runs), or a person typed "y" at the prompt.
 */
export async function ensureEula(opts: {
  dir: string;
  accept: boolean;
  interactive: boolean;
}): Promise<boolean> {
  const marker = join(opts.dir, EULA_MARKER);
  if (await exists(marker)) return true;
  if (!opts.accept) {
    if (!opts.interactive) return false;
    process.stderr.write(`${EULA_TEXT}\n\n`);
    const rl = createInterface({ input: process.stdin, output: process.stderr });
    const answer = await rl.question('Do you accept these terms? [y/N] ');
    rl.close();
    if (!/^y(es)?$/i.test(answer.trim())) return false;
  }
  await writeFile(marker, '');
  return true;
}
