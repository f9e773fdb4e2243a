/**
 * A small static server for the built site that compresses like a production host does. The budgets
 * and Lighthouse scripts measure behind it: `docusaurus serve` sends everything uncompressed, which
 * makes mobile LCP about 5 s and says nothing about what readers download (src/speed-layer/README.md, Facts behind the choices).
 *
 * It serves `build/` the way `docusaurus serve` does (a route is its folder's index.html, with or
 * without a trailing slash), answers unknown paths with 404.html and status 404, gzips text, and sends
 * long-lived cache headers for the hashed files under /assets/. It binds 127.0.0.1 only.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/** gzip level of the server and of every size the scripts report (level 9, as `gzip-size` measures). */
export const gzipLevel = 9;

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, {level: gzipLevel}).length;
}

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Text types are worth compressing; images and fonts are compressed already (except SVG). */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|javascript))|image\/svg\+xml/.test(contentType);
}

/**
 * The file under `root` that answers a request path, or undefined for a 404. Tries the path itself,
 * then `<path>/index.html`, then `<path>.html`. Never leaves `root`.
 */
export function resolveRequestPath(root: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath.split(/[?#]/)[0] ?? '/');
  } catch {
    return undefined;
  }
  const target = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  const candidates = [target, path.join(target, 'index.html'), `${target}.html`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

export interface StaticServer {
  readonly server: Server;
  /** Origin such as http://127.0.0.1:41234, without a trailing slash. */
  readonly origin: string;
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1 (port 0 picks a free one). */
export async function startStaticServer(rootDir: string, port = 0): Promise<StaticServer> {
  const root = path.resolve(rootDir);
  const compressed = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const found = resolveRequestPath(root, request.url ?? '/');
    const file = found ?? path.join(root, '404.html');
    const status = found === undefined ? 404 : 200;
    if (!existsSync(file)) {
      response.writeHead(404, {'content-type': 'text/plain; charset=utf-8'}).end('Not found');
      return;
    }
    const type = contentTypeOf(file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': file.startsWith(path.join(root, 'assets') + path.sep)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
    };
    let body: Buffer = readFileSync(file);
    if (isCompressible(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      let gz = compressed.get(file);
      if (gz === undefined) {
        gz = gzipSync(body, {level: gzipLevel});
        compressed.set(file, gz);
      }
      body = gz;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const {port: actualPort} = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
