import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * The Markdown files under `dir` that the docs plugin makes pages of: a name starting with `_` (a
 * partial, or a folder of them, included by other pages) is not one.
 */
export function docsPageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('_')) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return docsPageFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}
