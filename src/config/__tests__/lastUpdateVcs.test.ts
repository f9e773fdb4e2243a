import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {createLastUpdateVcs} from '../lastUpdateVcs';

describe('createLastUpdateVcs', () => {
  // The eager reader runs one `git log` over the repository's whole history: about 5 s on a busy
  // shared machine, which met vitest's default 5 s timeout. The test judges the date read, not how long.
  it('reads the date of a tracked page from git history', {timeout: 60_000}, async () => {
    const vcs = createLastUpdateVcs({production: true});
    vcs.initialize({siteDir: process.cwd()});
    const info = await vcs.getFileLastUpdateInfo(path.resolve('docs/intro.md'));
    expect(info?.timestamp).toBeGreaterThan(Date.parse('2025-01-01'));
  });

  it('gives no date, and warns once, when git cannot be read', async () => {
    // What the eager reader does outside a git checkout or without git: every read throws.
    const noGit = new Error('This Docusaurus site is outside any Git worktree.');
    const git = {
      initialize: vi.fn(),
      getFileCreationInfo: () => Promise.reject(noGit),
      getFileLastUpdateInfo: () => Promise.reject(noGit),
    };
    const warn = vi.fn();
    const vcs = createLastUpdateVcs({production: true, git, warn});
    vcs.initialize({siteDir: '/downloaded-archive'});
    expect(git.initialize).toHaveBeenCalledWith({siteDir: '/downloaded-archive'});
    expect(await vcs.getFileLastUpdateInfo('/downloaded-archive/docs/intro.md')).toBeNull();
    expect(await vcs.getFileCreationInfo('/downloaded-archive/docs/intro.md')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads no history for the development server', async () => {
    const vcs = createLastUpdateVcs({production: false});
    expect(await vcs.getFileLastUpdateInfo(path.resolve('docs/intro.md'))).toBeNull();
  });
});
