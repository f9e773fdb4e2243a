import {describe, expect, it} from 'vitest';
import {nginxInclude, staticHostHeaders} from '../headerFiles';

const headers = [
  {name: 'Content-Security-Policy', value: "default-src 'self'"},
  {name: 'X-Content-Type-Options', value: 'nosniff'},
];

describe('nginxInclude', () => {
  it('writes one add_header line per header, sent with every status', () => {
    expect(nginxInclude(headers).split('\n').slice(1)).toEqual([
      `add_header Content-Security-Policy "default-src 'self'" always;`,
      'add_header X-Content-Type-Options "nosniff" always;',
      '',
    ]);
  });

  it('refuses a value that would end the quoted string or the line', () => {
    expect(() => nginxInclude([{name: 'X', value: 'a"b'}])).toThrow(/can't be written/);
    expect(() => nginxInclude([{name: 'X', value: 'a\nb'}])).toThrow(/can't be written/);
  });
});

describe('staticHostHeaders', () => {
  it('sends the headers and HSTS on every path, and caches /assets/ for a year', () => {
    expect(staticHostHeaders(headers).split('\n').slice(1)).toEqual([
      '/*',
      "  Content-Security-Policy: default-src 'self'",
      '  X-Content-Type-Options: nosniff',
      '  Strict-Transport-Security: max-age=31536000; includeSubDomains',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ]);
  });

  it('refuses a line longer than Cloudflare Pages reads', () => {
    expect(() =>
      staticHostHeaders([{name: 'Content-Security-Policy', value: 'x'.repeat(2000)}]),
    ).toThrow(/over Cloudflare Pages/);
  });
});
