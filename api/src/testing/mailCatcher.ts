// A real SMTP server for tests: maildev (the catcher `npm start` runs) as a child process on free ports, with its
// mails kept in a folder so they survive its own restarts. Stop it to play "SMTP is down", start it again on the same
// port; read what arrived through its REST API (GET /api/email).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// maildev exports only its ESM entry (dist/index.js); its command sits beside it.
const maildevBin = join(dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  headers: Record<string, string>;
}

/** The mails about a message from `sender` (each mail to sales lists the sender's address as `Email: …`). */
export const sentBy = (mails: CaughtMail[], sender: string): CaughtMail[] =>
  mails.filter((mail) => mail.text.includes(`Email: ${sender}\n`));

export interface MailCatcher {
  smtpPort: number;
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  smtpUrl: string;
  /** Every mail received since the catcher was made, oldest first. */
  mails(): Promise<CaughtMail[]>;
  /** A mail as it arrived (headers and MIME parts). */
  source(id: string): Promise<string>;
  /** SMTP down: the process ends and its port refuses connections. */
  stop(): Promise<void>;
  /** SMTP back, on the same port, with the mails it had (nothing to do when it runs). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export async function startMailCatcher(): Promise<MailCatcher> {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const mailDir = await mkdtemp(join(tmpdir(), 'sf-maildev-'));
  const web = `http://127.0.0.1:${webPort}`;
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    if (child && child.exitCode === null) return;
    output = '';
    const started = spawn(
      process.execPath,
      [
        maildevBin,
        '--smtp',
        String(smtpPort),
        '--ip',
        '127.0.0.1',
        '--web',
        String(webPort),
        '--web-ip',
        '127.0.0.1',
        '--mail-directory',
        mailDir,
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = started;
    for (const stream of [started.stdout!, started.stderr!])
      stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5000)));
    const deadline = Date.now() + 60_000;
    // Ready once its web API answers and its SMTP port takes connections.
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`maildev exited while starting:\n${output}`);
      const webUp = await fetch(`${web}/api/email`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      );
      const smtpUp =
        webUp &&
        (await new Promise<boolean>((resolve) =>
          net
            .connect(smtpPort, '127.0.0.1')
            .once('connect', function (this: net.Socket) {
              this.destroy();
              resolve(true);
            })
            .once('error', () => resolve(false)),
        ));
      if (smtpUp) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    started.kill('SIGKILL');
    throw new Error(`maildev did not start within 60 s:\n${output}`);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    smtpPort,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    async mails() {
      const response = await fetch(`${web}/api/email`);
      if (!response.ok) throw new Error(`maildev answered ${response.status}`);
      const mails = (await response.json()) as (CaughtMail & { time: string })[];
      return mails.sort((a, b) => a.time.localeCompare(b.time));
    },
    async source(id) {
      const response = await fetch(`${web}/api/email/${encodeURIComponent(id)}/source`);
      if (!response.ok) throw new Error(`maildev answered ${response.status}`);
      return response.text();
    },
    stop,
    start,
    async close() {
      await stop();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}
