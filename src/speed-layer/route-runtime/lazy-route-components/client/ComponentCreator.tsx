import {type ComponentType, type ReactNode, useEffect, useState} from 'react';
import createLoadableRoute from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat';
import {
  loadSections,
  prefetchSections,
  sectionsReady,
} from '@site/src/speed-layer/route-runtime/sectioned-registry/client/sections';
import ReportSlices from '@site/src/speed-layer/route-runtime/sectioned-registry/client/ReportSlices';

/** A route's component: also starts loading the route's chunks, all at once (`preload`) or one by one. */
export type RouteComponent = ComponentType<object> & {
  preload: () => Promise<unknown>;
  chunkLoaders: () => Array<() => Promise<unknown>>;
  /** Called by core's prefetch of a link to the route (the idle-prefetch patch), before the chunks' prefetch. */
  prefetch: () => Promise<void>;
};

/**
 * Docusaurus's ComponentCreator, called when a route is first needed instead of for every route at
 * startup. routes.js calls it for each of the site's ~360 routes as the module runs, and each call
 * builds a react-loadable component: one task of about 50 ms on a fast machine, over 100 ms on a slow
 * phone. Only the routes a reader visits are built now: the one being hydrated, and those that are
 * preloaded or navigated to, each once.
 */
export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  // Core's ComponentCreator reads the route's chunks from the registry once: their section's slice
  // (sectioned-registry) must be in it by then.
  const load = (): RouteComponent =>
    (loadable ??= createLoadableRoute(path, hash) as RouteComponent);
  function LazyRoute(props: object): ReactNode {
    // The entry and every navigation preload a route before it renders; this only guards the order.
    const [ready, setReady] = useState(() => sectionsReady(path));
    useEffect(() => {
      if (!ready) {
        void loadSections(path).then(() => {
          setReady(true);
        });
      }
    }, [ready]);
    if (!ready) return null;
    const Loadable = load();
    return (
      <>
        <ReportSlices routePath={path} />
        {/* load() builds the component once and then returns that same one. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Loadable {...props} />
      </>
    );
  }
  const chunkNames = (): string[] => {
    const names = routesChunkNames[`${path}-${hash}`];
    return names ? Object.values(flat(names)) : [];
  };
  // A route of a section not loaded yet waits for the section's slice, which names its chunks' files.
  const loadSectionsOfRoute = (): Promise<void> => loadSections(path);
  LazyRoute.preload = () => loadSectionsOfRoute().then(() => load().preload());
  LazyRoute.prefetch = () => prefetchSections(path);
  // The loaders react-loadable calls, found as core's ComponentCreator finds them; webpack doesn't
  // request a chunk twice.
  const chunkLoaders = (): Array<() => Promise<unknown>> =>
    chunkNames().flatMap((name) => registry[name]?.[0] ?? []);
  LazyRoute.chunkLoaders = () =>
    sectionsReady(path)
      ? chunkLoaders()
      : [
          () =>
            loadSectionsOfRoute().then(() =>
              Promise.all(chunkLoaders().map((loadChunk) => loadChunk())),
            ),
        ];
  return LazyRoute;
}
