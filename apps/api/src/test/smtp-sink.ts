import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = {
  server: SMTPServer;
  url: string;
  received: string[];
  failNext: number;
  close(): Promise<void>;
};

/**
 * A local mail server for the tests: keeps every message it accepts in `received`, after refusing the first
 * `failFirst` with a temporary error (451), as a busy mail server would. `url` is what SMTP_URL would say.
 */
export async function startSmtpSink(failFirst = 0): Promise<SmtpSink> {
  const state: SmtpSink = {
    server: undefined as unknown as SMTPServer,
    url: '',
    received: [],
    failNext: failFirst,
    close: () => new Promise<void>((resolve) => state.server.close(() => resolve())),
  };
  state.server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (state.failNext > 0) {
          state.failNext -= 1;
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        state.received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(state.server.server.address() as AddressInfo).port}/?ignoreTLS=true`;
  return state;
}
