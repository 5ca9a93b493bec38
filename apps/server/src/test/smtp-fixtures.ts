// A real SMTP server on loopback for the provider portal's verification mails: it keeps every
// message it accepts and refuses recipients whose local part starts with "reject".
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** The newest mail to `to`, waited for up to 5 s. */
  mailTo: (to: string) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/** The six-digit code in a mail's body (the headers are skipped; soft line breaks undone). */
export function codeIn(mail: ReceivedMail): string {
  const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n') + 4).replace(/=\r?\n/g, '');
  const m = /\b(\d{6})\b/.exec(body);
  if (!m) throw new Error(`no code in the mail:\n${mail.raw}`);
  return m[1]!;
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (/^reject/i.test(address.address)) callback(new Error('550 No such mailbox'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailTo: async (to) => {
      for (let i = 0; i < 100; i++) {
        const found = mails.filter((m) => m.to.includes(to.toLowerCase())).at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
