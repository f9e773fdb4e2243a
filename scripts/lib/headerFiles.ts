/**
 * The security headers of scripts/lib/securityHeaders.ts, written in each server's format:
 * - an nginx include of `add_header` lines, for deploy/nginx/guide.conf and the test server;
 * - a `_headers` file, which Netlify and Cloudflare Pages read from the root of the published folder.
 */
import {cacheControl, strictTransportSecurity, type Header} from './securityHeaders';

/** Where prepare-deploy writes the files, relative to the build folder. */
export const nginxHeadersFile = '_nginx/security-headers.conf';
export const staticHostHeadersFile = '_headers';

/** Characters nginx would read as the end of a quoted value, or that no header may hold. */
function assertPlainValue(header: Header): void {
  if (/["\\\r\n]/.test(header.value))
    throw new Error(
      `${header.name} can't be written as a header line: ${JSON.stringify(header.value)}`,
    );
}

export function nginxInclude(headers: readonly Header[]): string {
  const lines = headers.map((header) => {
    assertPlainValue(header);
    // `always`: 404 and other error responses carry them too.
    return `add_header ${header.name} "${header.value}" always;`;
  });
  return [
    "# Written by scripts/prepare-deploy.ts for this build: include it in the site's server {}.",
    ...lines,
    '',
  ].join('\n');
}

/**
 * Netlify and Cloudflare Pages merge the headers of every rule a path matches, so Cache-Control is set
 * for hashed assets only: both hosts already send `public, max-age=0, must-revalidate` for the rest.
 * Both serve HTTPS only, so HSTS is always sent. Cloudflare Pages reads lines of up to 2,000
 * characters: a longer one is an error here rather than a header silently dropped there.
 */
export function staticHostHeaders(headers: readonly Header[]): string {
  const line = (header: Header) => {
    assertPlainValue(header);
    const text = `  ${header.name}: ${header.value}`;
    if (text.length > 2000)
      throw new Error(
        `${header.name} is ${String(text.length)} characters, over Cloudflare Pages' 2,000`,
      );
    return text;
  };
  return [
    '# Written by scripts/prepare-deploy.ts for this build (Netlify and Cloudflare Pages).',
    '/*',
    ...[...headers, strictTransportSecurity].map(line),
    '/assets/*',
    line({name: 'Cache-Control', value: cacheControl.hashedAsset}),
    '',
  ].join('\n');
}
