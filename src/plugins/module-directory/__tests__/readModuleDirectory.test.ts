import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it, onTestFinished} from 'vitest';
import {readModuleDirectory} from '../readModuleDirectory';

/** An empty docs folder, removed when the test ends. */
function emptyDocs(): string {
  const docs = mkdtempSync(path.join(tmpdir(), 'docs-'));
  onTestFinished(() => {
    rmSync(docs, {recursive: true, force: true});
  });
  return docs;
}

function docsWith(modules: Record<string, {label?: string; description?: string}>): string {
  const docs = emptyDocs();
  for (const [folder, {label, description}] of Object.entries(modules)) {
    const dir = path.join(docs, 'Modules', folder);
    mkdirSync(dir, {recursive: true});
    if (label !== undefined)
      writeFileSync(path.join(dir, '_category_.json'), JSON.stringify({label, position: 1}));
    if (description !== undefined) {
      writeFileSync(
        path.join(dir, 'about.md'),
        `---\ntitle: ${folder}\ndescription: ${description}\n---\n\nBody.\n`,
      );
    }
  }
  return docs;
}

describe('readModuleDirectory', () => {
  it('lists modules by label with their About route and description', () => {
    const docs = docsWith({
      'Event-Manager': {label: 'Event Manager', description: 'Plan events.'},
      Cashflow: {label: 'Cashflow', description: 'Track money.'},
    });
    expect(readModuleDirectory(docs)).toEqual([
      {label: 'Cashflow', route: '/docs/Modules/Cashflow/about', description: 'Track money.'},
      {
        label: 'Event Manager',
        route: '/docs/Modules/Event-Manager/about',
        description: 'Plan events.',
      },
    ]);
  });

  it('falls back to the folder name and skips modules without an About page', () => {
    const docs = docsWith({'Visit-Planner': {description: 'Plan visits.'}, Note: {label: 'Note'}});
    expect(readModuleDirectory(docs)).toEqual([
      {
        label: 'Visit Planner',
        route: '/docs/Modules/Visit-Planner/about',
        description: 'Plan visits.',
      },
    ]);
  });

  it('returns nothing when there is no Modules folder', () => {
    expect(readModuleDirectory(emptyDocs())).toEqual([]);
  });
});
