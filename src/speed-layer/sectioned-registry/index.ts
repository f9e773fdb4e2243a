import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileRule} from '../generatedFileRule';

/**
 * Keeps each section's chunks out of the route registry every page's main.js carries: the browser
 * build runs registry.js through ./splitRegistry.cjs, which leaves in main.js the chunks sections
 * share and moves each section's own (a module's pages) to a slice loaded with the section's first
 * route (./client/sections.ts, awaited by lazy-route-components' ComponentCreator). The server build
 * keeps the whole registry and learns each slice's chunk name, which the render of a section's page
 * reports (./client/ReportSlices.tsx): the page's HTML then lists the slice's file beside the entry
 * scripts, so it arrives with main.js instead of a round trip later. Needs lazy-route-components
 * (../index.ts turns this off without it).
 */
export default function pluginSectionedRegistry(context: LoadContext): Plugin {
  return {
    name: 'sectioned-registry',
    configureWebpack: (_config, isServer) => generatedFileRule(context, 'registry.js', path.join(__dirname, 'splitRegistry.cjs'), {server: isServer}),
  };
}
