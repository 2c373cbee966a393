// Test helpers over real HTTP: the production entry (src/server.ts) as a child process that a test can kill, and a
// form post through node:http (an Agent bounds how many connections a burst opens).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Resolves once the process has exited (a kill included). */
  exited: Promise<void>;
  /** The server's recent output, for failure messages. */
  output(): string;
}

/** Starts `src/server.ts` with `env` on a free port; resolves once GET /api/health answers 200. */
export async function startServerProcess(env: Record<string, string>, startTimeoutMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  // PORT=0: the operating system picks the port, and the server names it in its start line.
  const port = await new Promise<number>((resolve, reject) => {
    let settled = false;
    const settle = (why: string | null, port = 0) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdout!.off('data', look);
      if (why === null) return resolve(port);
      child.kill('SIGKILL');
      reject(new Error(`${why}:\n${output}`));
    };
    const look = () => {
      const match = /API listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) settle(null, Number(match[1]));
    };
    const timer = setTimeout(() => settle(`the API did not start within ${startTimeoutMs} ms`), startTimeoutMs);
    child.stdout!.on('data', look);
    void exited.then(() => settle('the API exited while starting'));
  });
  const server: ServerProcess = { child, port, exited, output: () => output };
  const health = await request(port, { method: 'GET', path: '/api/health' }).catch((error: Error) => ({ status: 0, body: error.message }));
  if (health.status !== 200) throw new Error(`GET /api/health answered ${health.status} ${health.body}:\n${output}`);
  return server;
}

export interface HttpAnswer {
  status: number;
  body: string;
}

export interface ContactPost {
  full_name: string;
  email: string;
  message: string;
}

/** POST /api/contacts; rejects when the connection fails (a killed server). */
export const postContact = (port: number, message: ContactPost, agent?: http.Agent): Promise<HttpAnswer> =>
  postJson(port, '/api/contacts', message, agent);

/** POSTs `body` as JSON to `path`; rejects when the connection fails (a killed server). */
export function postJson(port: number, path: string, body: object, agent?: http.Agent): Promise<HttpAnswer> {
  return request(port, { method: 'POST', path, headers: { 'content-type': 'application/json' }, agent }, JSON.stringify(body));
}

function request(port: number, options: http.RequestOptions, body?: string): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, ...options }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
