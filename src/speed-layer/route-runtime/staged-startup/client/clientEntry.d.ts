/**
 * Docusaurus's own client entry (core's clientEntry.js), aliased by
 * src/speed-layer/route-runtime/staged-startup. It has no exports: running it starts the app.
 */
declare module '@docusaurus-client-entry';
