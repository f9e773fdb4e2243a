/** Docusaurus's own client entry (core's clientEntry.js), aliased by src/speed-layer/staged-startup. It has no exports: running it starts the app. */
declare module '@docusaurus-client-entry';
