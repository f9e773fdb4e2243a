import pluginContentDocs, {
  type LoadedContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {trimGlobalData} from './trimGlobalData';
import {trimVersionRoutes} from './trimVersionProps';

/**
 * The stock docs plugin, with the version metadata that every docs page loads cut to what the
 * layout reads (trimVersionProps.ts): about 20 KB gzip less on every docs page's first load; and
 * the global data in every page's main.js without its list of every doc (trimGlobalData.ts). Used
 * in place of the preset's docs plugin, with the same options.
 */
export {validateOptions} from '@docusaurus/plugin-content-docs';

export default async function pluginLeanDocs(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const docs = await pluginContentDocs(context, options);
  const {contentLoaded} = docs;
  if (!contentLoaded) return docs;
  return {
    ...docs,
    contentLoaded: ({actions, ...rest}) =>
      contentLoaded({
        ...rest,
        actions: {
          ...actions,
          addRoute: (route) => {
            actions.addRoute(trimVersionRoutes(route));
          },
          setGlobalData: (data) => {
            actions.setGlobalData(trimGlobalData(data as GlobalPluginData));
          },
        },
      }),
  };
}
