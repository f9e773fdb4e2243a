import type {Plugin} from '@docusaurus/types';

/**
 * Names the browser's lazy chunks by id and content hash only. Docusaurus's production name is
 * `[name].[contenthash:8].js`, so the webpack runtime in every page carries a map from each of the
 * ~700 chunk ids to its 8-character name next to the map of content hashes (about 3 KB gzip). The
 * names only made file names readable; Docusaurus finds chunks by id.
 */
export const chunkFilename = 'assets/js/[id].[contenthash:8].js';

export default function pluginLeanChunkUrls(): Plugin {
  return {
    name: 'lean-chunk-urls',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {output: {chunkFilename}};
    },
  };
}
