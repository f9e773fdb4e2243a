/**
 * Serves a build with Debian's nginx and the repository's configuration (deploy/nginx/), as a site
 * owner deploys it, for the browser tests, the accessibility check, the budgets and Lighthouse.
 * nginx runs unprivileged-style in the foreground with its own prefix, pid, logs and temp folders in
 * a fresh temp folder, listens on 127.0.0.1 only, and is stopped by close(), on exit and on failure.
 * `npm run setup:nginx` installs nginx and the brotli module when they are missing.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {nginxHeadersFile} from './headerFiles';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static. */
export const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const configDir = path.resolve(__dirname, '..', '..', 'deploy', 'nginx');

export interface BuildServer {
  /** Origin such as http://127.0.0.1:41234, without a trailing slash. */
  readonly origin: string;
  close(): Promise<void>;
}

/** nginx reads a quoted string with backslash escapes; paths hold no quotes or newlines here. */
function quoted(value: string): string {
  if (/["\\\n]/.test(value)) throw new Error(`nginx can't be given this path: ${value}`);
  return `"${value}"`;
}

/**
 * The whole nginx.conf of the test server: the repository's http- and server-level files around a
 * server that differs from deploy/nginx/guide.conf only in what it listens on and serves.
 */
export function testServerConfig(options: {
  buildDir: string;
  port: number;
  prefix: string;
  runAsRoot: boolean;
}): string {
  const {buildDir, port, prefix, runAsRoot} = options;
  const temp = (name: string) => quoted(path.join(prefix, name));
  return [
    `load_module ${quoted(brotliStaticModule)};`,
    // nginx started by root would run its workers as nobody, who may not read the checkout.
    ...(runAsRoot ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${temp('nginx.pid')};`,
    `error_log ${temp('error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${temp(kind)};`,
    ),
    `    include ${quoted(path.join(configDir, 'guide-http.conf'))};`,
    '    server {',
    `        listen 127.0.0.1:${String(port)};`,
    `        root ${quoted(buildDir)};`,
    `        include ${quoted(path.join(buildDir, nginxHeadersFile))};`,
    `        include ${quoted(path.join(configDir, 'guide-server.conf'))};`,
    '    }',
    '}',
    '',
  ].join('\n');
}

/** A free port on 127.0.0.1, found by letting the system pick one. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no port'));
        else resolve(address.port);
      });
    });
  });
}

async function waitForPort(
  port: number,
  child: ChildProcess,
  errorLog: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      throw new Error(`nginx exited with code ${String(child.exitCode)}:\n${log}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => {
        resolve(false);
      });
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `nginx didn't listen on 127.0.0.1:${String(port)} within ${String(timeoutMs)} ms`,
  );
}

function assertReady(buildDir: string): void {
  if (!existsSync(nginxBinary))
    throw new Error(`nginx is missing at ${nginxBinary}: run \`npm run setup:nginx\``);
  if (!existsSync(brotliStaticModule))
    throw new Error(
      `nginx's brotli module is missing (${brotliStaticModule}): run \`npm run setup:nginx\``,
    );
  if (!existsSync(path.join(buildDir, nginxHeadersFile))) {
    throw new Error(
      `${path.join(buildDir, nginxHeadersFile)} is missing: build with \`npm run build\`, which prepares the build for deployment`,
    );
  }
}

/** Starts nginx on 127.0.0.1 (a free port unless one is given) serving `buildDir`. */
export async function startNginxServer(buildDir: string, port?: number): Promise<BuildServer> {
  const root = path.resolve(buildDir);
  assertReady(root);
  const listenPort = port ?? (await freePort());
  const prefix = mkdtempSync(path.join(tmpdir(), 'guide-nginx-'));
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(prefix, kind));
  const configFile = path.join(prefix, 'nginx.conf');
  const runAsRoot = process.getuid?.() === 0;
  writeFileSync(
    configFile,
    testServerConfig({buildDir: root, port: listenPort, prefix, runAsRoot}),
  );
  const errorLog = path.join(prefix, 'error.log');
  // -e: the startup error log too, which would otherwise go to /var/log/nginx, unwritable to a user.
  const child = spawn(
    nginxBinary,
    ['-p', prefix, '-c', configFile, '-e', errorLog, '-g', 'daemon off;'],
    {stdio: ['ignore', 'inherit', 'inherit']},
  );
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  // A script that ends or fails without close() leaves no nginx behind.
  process.once('exit', stop);
  const removePrefix = () => {
    rmSync(prefix, {recursive: true, force: true, maxRetries: 3});
  };
  try {
    await waitForPort(listenPort, child, errorLog);
  } catch (error) {
    stop();
    removePrefix();
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${String(listenPort)}`,
    close: async () => {
      process.removeListener('exit', stop);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        stop();
        await exited;
      }
      removePrefix();
    },
  };
}
