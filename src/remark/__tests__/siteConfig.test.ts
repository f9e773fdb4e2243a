import {describe, expect, it} from 'vitest';
import config from '../../../docusaurus.config';
import remarkMermaidFigures from '../mermaidFigures';

/** The remark plugins of a plugin or preset option object, if it has any. */
function remarkPluginsOf(options: unknown): unknown[] {
  const plugins = (options as {remarkPlugins?: unknown[]} | undefined)?.remarkPlugins ?? [];
  return plugins.map((entry) => (Array.isArray(entry) ? (entry[0] as unknown) : entry));
}

describe('the site configuration', () => {
  // The docs, the blog and the pages each compile their own Markdown: a diagram must work in all three.
  it('turns mermaid blocks into figures in the docs, the blog and the pages', () => {
    // The docs plugin is the speed layer's lean-docs, or the stock one without it: the entry with the docs options.
    const docs = config.plugins?.find(
      (plugin) =>
        Array.isArray(plugin) &&
        (plugin[1] as {routeBasePath?: string} | undefined)?.routeBasePath === 'docs',
    ) as [string, unknown];
    const preset = config.presets?.[0] as [string, {blog?: unknown; pages?: unknown}];
    expect(remarkPluginsOf(docs[1])).toContain(remarkMermaidFigures);
    expect(remarkPluginsOf(preset[1].blog)).toContain(remarkMermaidFigures);
    expect(remarkPluginsOf(preset[1].pages)).toContain(remarkMermaidFigures);
  });
});
