import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

// The CommonJS half of the piece (./sections.cjs): which chunk belongs to which section.
const {chunkFilesPlaceholder, parseObject, sectionsOfChunks, sliceChunkNames} =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./sections.cjs') as {
    chunkFilesPlaceholder: (section: string) => string;
    parseObject: (json: string) => Record<string, unknown>;
    sectionsOfChunks: (routesChunkNames: unknown) => Map<string, string>;
    sliceChunkNames: (sections: Map<string, string>) => Map<string, string>;
  };

type Bundler = Parameters<NonNullable<Plugin['configureWebpack']>>[2]['currentBundler']['instance'];

/** The runtime's chunk file function, first asking the files the section slices have added. */
const chunkFileRuntime = (getChunkScriptFilename: string): string =>
  [
    `var chunkScriptFilename = ${getChunkScriptFilename};`,
    'var sectionChunkFiles = {};',
    `${getChunkScriptFilename} = function (chunkId) { return sectionChunkFiles[chunkId] || chunkScriptFilename(chunkId); };`,
    `${getChunkScriptFilename}.sectionChunkFiles = sectionChunkFiles;`,
  ].join('\n');

/**
 * The file names of a section's chunks travel with the section's slice instead of the runtime every
 * page loads: the runtime maps each chunk to its file's content hash, 4 KB gzip now and 30 KB with
 * ten times the pages, most of them chunks of one section's pages. After minification, and before
 * Rspack's real content hashes are computed (which then also rewrite the names written here):
 * - each slice's placeholder (sections.cjs, passed to client/chunkFiles.ts's `addChunkFiles`) becomes
 *   the file of each of its section's chunks;
 * - those chunks leave the runtime's map, and the runtime's chunk file function asks the files the
 *   slices have added first (a runtime module of this plugin).
 * A section's chunks are requested only once its slice has run (lazy-route-components' ComponentCreator
 * waits for it); core's prefetch skips a chunk whose URL reads `undefined`, as it does for merged ones.
 */
export function chunkFilesPlugin(
  context: LoadContext,
  bundler: Bundler,
): {apply: (compiler: Compiler) => void} {
  /* eslint-disable @typescript-eslint/no-deprecated -- Rspack's RuntimeModule and RuntimeGlobals, as lean-chunk-urls takes them */
  const {getChunkScriptFilename} = bundler.RuntimeGlobals;
  class SectionChunkFilesRuntimeModule extends bundler.RuntimeModule {
    constructor() {
      super('SectionChunkFilesRuntimeModule', bundler.RuntimeModule.STAGE_ATTACH);
    }
    override generate(): string {
      return chunkFileRuntime(getChunkScriptFilename);
    }
  }
  const stage = bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE;
  /* eslint-enable @typescript-eslint/no-deprecated */
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('sectioned-registry', (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap('sectioned-registry', (chunk) => {
          compilation.addRuntimeModule(chunk, new SectionChunkFilesRuntimeModule());
        });
        compilation.hooks.processAssets.tap({name: 'sectioned-registry', stage}, () => {
          const routesChunkNames = parseObject(
            readFileSync(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
          );
          const sectionOfChunk = sectionsOfChunks(routesChunkNames);
          const sliceOf = new Map(
            [...sliceChunkNames(sectionOfChunk)].map(([section, sliceName]) => [
              sliceName,
              section,
            ]),
          );
          const filesOfSection = new Map<string, Record<string, string>>();
          const sliceFiles = new Map<string, string>();
          let runtimeFile: string | undefined;
          for (const chunk of compilation.chunks) {
            const file = [...chunk.files].find((name) => name.endsWith('.js'));
            // The registry names a chunk (webpackChunkName); the runtime knows it by its id.
            const id = chunk.id === null ? undefined : String(chunk.id);
            if (file === undefined || id === undefined || !chunk.name) continue;
            const section = sectionOfChunk.get(chunk.name);
            if (section !== undefined)
              filesOfSection.set(section, {...filesOfSection.get(section), [id]: file});
            const slicedSection = sliceOf.get(chunk.name);
            if (slicedSection !== undefined) sliceFiles.set(slicedSection, file);
            if (chunk.name === 'runtime~main') runtimeFile = file;
          }
          if (runtimeFile === undefined)
            throw new Error(
              'sectioned-registry: no runtime~main chunk; has Docusaurus changed its runtime chunk?',
            );
          const runtime = compilation.getAsset(runtimeFile)?.source.source().toString() ?? '';
          // The minified chunk file function: `n.u=e=>"assets/js/"+e+"."+{"<id>":"<hash>",…}[e]+".js"`.
          const chunkFileFunction = /\.u=\w+=>.*?\+"\.js"/s.exec(runtime)?.[0];
          if (chunkFileFunction === undefined)
            throw new Error(
              "sectioned-registry: no chunk file function in the runtime; has Rspack's runtime changed?",
            );
          let leanFunction = chunkFileFunction;
          for (const [section, sliceFile] of sliceFiles) {
            const files = filesOfSection.get(section) ?? {};
            const slice = compilation.getAsset(sliceFile)?.source.source().toString() ?? '';
            const placeholder = JSON.stringify(chunkFilesPlaceholder(section));
            if (!slice.includes(placeholder))
              throw new Error(
                `sectioned-registry: the slice ${sliceFile} has no chunk files placeholder for ${section}`,
              );
            compilation.updateAsset(
              sliceFile,
              new bundler.sources.RawSource(slice.replace(placeholder, JSON.stringify(files))),
            );
            for (const file of Object.values(files)) {
              // The map's entry for the chunk, found by its file's content hash: the minifier writes
              // keys as it likes (`"0058b4c6"`, `dd55ed7d`, `0x3099899`). Two chunks of the same
              // content share a hash: then both entries stay, and the slice's file is asked first.
              const hash = /\.([0-9a-f]+)\.js$/.exec(file)?.[1] ?? '';
              const entry = new RegExp(`(?<=[{,])(?:"[^"]*"|[^,{}:"]+):"${hash}",?`, 'g');
              const found = leanFunction.match(entry)?.length ?? 0;
              if (found === 0)
                throw new Error(
                  `sectioned-registry: the runtime's chunk file function has no entry for ${file}; has Rspack's runtime changed?`,
                );
              if (found === 1) leanFunction = leanFunction.replace(entry, '');
            }
          }
          compilation.updateAsset(
            runtimeFile,
            new bundler.sources.RawSource(runtime.replace(chunkFileFunction, leanFunction)),
          );
        });
      });
    },
  };
}
