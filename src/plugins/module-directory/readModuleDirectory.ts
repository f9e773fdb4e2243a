import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** One module of the guide, as the home page's directory lists it. */
export interface ModuleEntry {
  /** The module's name as the sidebar shows it, from its folder's `_category_.json`. */
  readonly label: string;
  /** Route of the module's About page. */
  readonly route: string;
  /** The About page's front-matter description. */
  readonly description: string;
}

interface CategoryFile {
  label?: unknown;
}

/**
 * Lists the modules of `<docsDir>/Modules`, in alphabetical order of label, from each module's
 * `_category_.json` and `about.md`. A module folder without an About page isn't listed: its pages
 * aren't written yet.
 */
export function readModuleDirectory(docsDir: string): ModuleEntry[] {
  const modulesDir = path.join(docsDir, 'Modules');
  if (!existsSync(modulesDir)) return [];
  const entries = readdirSync(modulesDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .flatMap((entry): ModuleEntry[] => {
      const folder = path.join(modulesDir, entry.name);
      const aboutFile = path.join(folder, 'about.md');
      if (!existsSync(aboutFile)) return [];
      const {data} = matter(readFileSync(aboutFile, 'utf8'));
      const description = typeof data.description === 'string' ? data.description : '';
      return [
        {
          label: categoryLabel(folder) ?? entry.name.replace(/-/g, ' '),
          route: `/docs/Modules/${entry.name}/about`,
          description,
        },
      ];
    });
  return entries.sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

function categoryLabel(folder: string): string | undefined {
  const file = path.join(folder, '_category_.json');
  if (!existsSync(file)) return undefined;
  const category = JSON.parse(readFileSync(file, 'utf8')) as CategoryFile;
  return typeof category.label === 'string' ? category.label : undefined;
}
