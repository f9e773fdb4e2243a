/**
 * The inline code of built pages that a Content-Security-Policy must allow by hash: inline scripts
 * that run and inline <style> elements. Hashes are computed from the built HTML, whatever plugin or
 * template wrote the code, so a new inline script gets its hash at the next build; and from the built
 * scripts, for the <style> elements React renders only in the browser (DocSearch's modal draws the
 * Algolia logo with one).
 */
import {createHash} from 'node:crypto';
import * as cheerio from 'cheerio';

export interface InlineCode {
  /** Text of the inline scripts a browser runs (JSON-LD and other data blocks are not run). */
  readonly scripts: string[];
  readonly styles: string[];
  /** Inline event handler attributes (onload="…"): a hash can't allow them without 'unsafe-hashes'. */
  readonly eventHandlers: string[];
}

/**
 * Script types a browser runs (HTML's "JavaScript MIME type essence match", and module). Any other
 * type, such as application/ld+json, makes a data block: never run, so CSP never checks it.
 */
const scriptTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

export function isExecutableScriptType(type: string | undefined): boolean {
  return scriptTypes.has((type ?? '').trim().toLowerCase());
}

export function inlineCodeOf(html: string): InlineCode {
  const $ = cheerio.load(html);
  const scripts = $('script:not([src])')
    .filter((_, element) => isExecutableScriptType($(element).attr('type')))
    .map((_, element) => $(element).text())
    .get();
  const styles = $('style')
    .map((_, element) => $(element).text())
    .get();
  const eventHandlers = $('*')
    .get()
    .flatMap((element) =>
      'attribs' in element
        ? Object.keys(element.attribs)
            .filter((name) => /^on/i.test(name))
            .map((name) => `<${element.name} ${name}>`)
        : [],
    );
  return {scripts, styles, eventHandlers};
}

/** A CSP hash source without its quotes, as browsers compute it: sha256 of the UTF-8 text, base64. */
export function cspHash(code: string): string {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

/**
 * The text of the <style> elements a React bundle renders, as the minifier writes them:
 * createElement("style",null,"…") and jsx("style",{children:"…"}). A shape this misses shows up as a
 * Content-Security-Policy violation in the browser tests.
 */
export function reactStyleTexts(bundle: string): string[] {
  const pattern = /"style",(?:null,|\{children:)("(?:[^"\\\n]|\\.)*")/g;
  return [...bundle.matchAll(pattern)].map((match) => JSON.parse(match[1] ?? '""') as string);
}
