/**
 * Content-Security-Policy violations, as the browser checks report them: a page script that turns
 * each `securitypolicyviolation` event into a console error, and a test for the console messages of
 * a violation (that one and Chromium's own "Refused to …" message). Used by the browser tests'
 * fixture and by the accessibility check, which visits every page in both colour modes.
 */

/** Init script (a string: a function would be serialised with tsx's helpers, which pages lack). */
export const reportViolationsScript = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('CSP violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline code') +
    ' in ' + (event.sourceFile || document.location.href) + ':' + String(event.lineNumber));
});`;

export function isCspViolation(consoleText: string): boolean {
  return /^CSP violation: |violates the following Content Security Policy directive/.test(
    consoleText,
  );
}
