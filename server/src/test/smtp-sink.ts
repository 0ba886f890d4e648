import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives; `rejectNext` refuses messages. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let rejectNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (rejectNext > 0) {
          rejectNext--;
          const error = new Error('Mailbox busy, try later') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectNextMessages(n: number) {
      rejectNext = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
