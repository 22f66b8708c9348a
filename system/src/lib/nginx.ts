import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './api-process.js';

/** The site configuration docs/deploy.md tells a hospital to install, run here as it is written. */
export const SITE_CONFIG = path.join(ROOT, 'deploy/nginx/hospital.conf');

/** Debian's binary (root's PATH has /usr/sbin; a user's may not). */
const NGINX_BINARY = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export type Nginx = {
  /** https://localhost:<port>: TLS with a certificate made for this run. */
  url: string;
  /** http://localhost:<port>: the plain listener that only redirects. */
  plainUrl: string;
  /** The certificate a client must trust to reach `url`. */
  ca: string;
  /** nginx's access log so far, one line per request in the site's `hospital` format (it names the upstream). */
  accessLog(): string;
  stop(): Promise<void>;
};

/** Swaps every occurrence of `from`, insisting there is one: a renamed line in the site file fails loudly here. */
function swap(text: string, from: string, to: string): string {
  if (!text.includes(from))
    throw new Error(`deploy/nginx/hospital.conf no longer contains "${from}": update system/src/lib/nginx.ts with it.`);
  return text.split(from).join(to);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Debian's nginx with the documented site file in front of the given API processes (host:port each, in the
 * order of its `upstream` block). Only what a test cannot have is changed: the ports, the name (localhost), where the
 * certificate and the logs live. The certificate is self-signed, made with openssl for localhost and 127.0.0.1.
 */
export async function startNginx(upstreams: [string, string]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hospital-nginx-'));
  // The workers run as nobody: they must reach the temp folders (the master reads the config, keys and opens logs).
  chmodSync(dir, 0o755);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, temp));
    chmodSync(path.join(dir, temp), 0o777);
  }
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );

  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  let site = readFileSync(SITE_CONFIG, 'utf8');
  site = swap(site, 'server 127.0.0.1:3001', `server ${upstreams[0]}`);
  site = swap(site, 'server 127.0.0.1:3002', `server ${upstreams[1]}`);
  site = swap(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
  site = swap(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  site = swap(site, '/etc/letsencrypt/live/hospital.example.org/', `${dir}/`);
  site = swap(site, 'hospital.example.org', 'localhost');
  site = swap(site, '/var/log/nginx/', `${dir}/`);
  site = swap(site, '/var/www/html', dir);
  writeFileSync(path.join(dir, 'hospital.conf'), site);
  // What Debian's /etc/nginx/nginx.conf gives the site file: an http block that includes it.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 2;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${dir}/${t};`,
      ),
      `  include ${dir}/hospital.conf;`,
      '}',
      '',
    ].join('\n'),
  );

  let output = '';
  const child: ChildProcess = spawn(NGINX_BINARY, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  while (!(await listening(httpsPort))) {
    const errors = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start (exit ${child.exitCode}):\n${output}\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `https://localhost:${httpsPort}`,
    plainUrl: `http://localhost:${httpPort}`,
    ca: readFileSync(path.join(dir, 'fullchain.pem'), 'utf8'),
    accessLog: () => readFileSync(path.join(dir, 'hospital.access.log'), 'utf8'),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
