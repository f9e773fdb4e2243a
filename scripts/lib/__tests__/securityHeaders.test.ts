import {describe, expect, it} from 'vitest';
import {algoliaConnectSources, contentSecurityPolicy, securityHeaders} from '../securityHeaders';

const inputs = {
  scriptHashes: ['sha256-AAA=', 'sha256-BBB='],
  styleHashes: ['sha256-CCC='],
  searchMode: 'local',
} as const;

function directive(policy: string, name: string): string | undefined {
  return policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

describe('contentSecurityPolicy', () => {
  it("allows scripts from the site and the build's inline scripts by hash, never inline or eval", () => {
    const scripts = directive(contentSecurityPolicy(inputs), 'script-src');
    expect(scripts).toBe("'self' 'sha256-AAA=' 'sha256-BBB='");
  });

  it('allows style elements by hash and style attributes, which cannot run code', () => {
    const policy = contentSecurityPolicy(inputs);
    expect(directive(policy, 'style-src-elem')).toBe("'self' 'sha256-CCC='");
    expect(directive(policy, 'style-src-attr')).toBe("'unsafe-inline'");
  });

  it('lets no page frame the guide and loads no plugins', () => {
    const policy = contentSecurityPolicy(inputs);
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'worker-src')).toBe("'self'");
  });

  it("connects to Algolia's hosts only in hosted mode", () => {
    expect(directive(contentSecurityPolicy(inputs), 'connect-src')).toBe("'self'");
    expect(directive(contentSecurityPolicy({...inputs, searchMode: 'hosted'}), 'connect-src')).toBe(
      ["'self'", ...algoliaConnectSources].join(' '),
    );
  });
});

describe('securityHeaders', () => {
  it('sends the policy, nosniff and a referrer policy, and no HSTS (that belongs to TLS servers)', () => {
    const names = securityHeaders(inputs).map((header) => header.name);
    expect(names).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
  });
});
