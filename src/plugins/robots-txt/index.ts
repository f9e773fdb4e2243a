import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {robotsFileName, robotsTxt} from './robotsTxt';

/**
 * Writes robots.txt after every build, pointing at the sitemap on the configured site url. The url
 * can be overridden by environment variables at build time (src/config/site.ts), so a static file
 * couldn't know it. Crawlers read robots.txt only at the root of a host: with a BASE_URL other than
 * '/', the host has to serve this file at its root.
 */
export default function pluginRobotsTxt(context: LoadContext): Plugin {
  const {url, baseUrl} = context.siteConfig;
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, robotsFileName), robotsTxt(url, baseUrl));
    },
  };
}
