/** The bundler's runtime's chunk file function, with the files section slices add (../chunkFiles.ts, which puts the files in each slice). */
declare const __webpack_require__: {u?: {sectionChunkFiles?: Record<string, string>}};

/**
 * Run by a section's slice before anything else: the files of the section's chunks, which the
 * runtime no longer lists (../chunkFiles.ts). A placeholder the build didn't replace (a string) is
 * ignored.
 */
export function addChunkFiles(files: Record<string, string> | string): void {
  const known = __webpack_require__.u?.sectionChunkFiles;
  if (typeof files === 'object' && known) Object.assign(known, files);
}
