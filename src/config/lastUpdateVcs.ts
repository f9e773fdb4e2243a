// Runs in Node.js at build time.
import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';
import {getVcsPreset} from '@docusaurus/utils';

type Logger = (message: string) => void;

/**
 * Where a page's "Last updated" date comes from: Docusaurus's eager git reader (one `git log` for the
 * whole repository, the default of Docusaurus Faster builds), made safe. With no git, or outside a
 * git checkout (a downloaded archive), the stock reader throws and the build stops; here the page
 * shows no date instead, and the build warns once. A shallow clone builds too: its pages show the
 * date of the newest commit it has. The development server reads no history (no date is shown), so
 * it starts as fast as it can.
 */
export function createLastUpdateVcs({
  production,
  git = getVcsPreset('git-eager'),
  warn = console.warn,
}: {
  production: boolean;
  git?: VcsConfig;
  warn?: Logger;
}): VcsConfig {
  if (!production) return getVcsPreset('disabled');
  let warned = false;
  const orNothing = async (
    read: () => Promise<VcsChangeInfo | null>,
  ): Promise<VcsChangeInfo | null> => {
    try {
      return await read();
    } catch (error) {
      if (!warned) {
        warned = true;
        warn(
          `[last-update] No git history, so pages show no "Last updated" date: ${String(error)}`,
        );
      }
      return null;
    }
  };
  return {
    initialize: (params) => {
      git.initialize(params);
    },
    getFileCreationInfo: (filePath) => orNothing(() => git.getFileCreationInfo(filePath)),
    getFileLastUpdateInfo: (filePath) => orNothing(() => git.getFileLastUpdateInfo(filePath)),
  };
}
