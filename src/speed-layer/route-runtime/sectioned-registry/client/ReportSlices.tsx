import type {ReactNode} from 'react';
import Loadable from 'react-loadable';
import {sliceChunksOf} from './sections';

const Nothing = (): null => null;
const reporters = new Map<string, ReturnType<typeof Loadable>>();

/**
 * A react-loadable component whose only job is its `modules` option: on the server, react-loadable
 * reports those names to the render's Loadable.Capture, and Docusaurus looks each up in the browser
 * build's client manifest (core's ssgTemplate.js, `getBundles`), whose origins are keyed by chunk
 * name. The slice's chunk file then joins the page's scripts.
 */
function reporter(chunkName: string): ReturnType<typeof Loadable> {
  let component = reporters.get(chunkName);
  if (!component) {
    component = Loadable({
      loader: () => Promise.resolve(Nothing),
      loading: Nothing,
      modules: [chunkName],
    });
    reporters.set(chunkName, component);
  }
  return component;
}

/**
 * Rendered with a route (lazy-route-components' ComponentCreator): on the server, names the registry
 * slices the route's sections need, so the page's HTML lists their files with main.js and the browser
 * fetches them in parallel instead of once main.js runs. Renders nothing in the browser, where no
 * slice names are known, nor anywhere on the page.
 */
export default function ReportSlices({routePath}: {routePath: string}): ReactNode {
  return sliceChunksOf(routePath).map((chunkName) => {
    const Reporter = reporter(chunkName);
    return <Reporter key={chunkName} />;
  });
}
