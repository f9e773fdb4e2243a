/**
 * The client entry of src/speed-layer/route-runtime/staged-startup: the app's heaviest modules evaluated one group per
 * task, the page's route matched and its chunks requested (./prepareRoute.ts), then Docusaurus's own
 * entry. `webpackMode: "eager"` keeps every module in the entry scripts
 * (no extra requests); the imports only decide when each module runs. Modules that several stages share run
 * once, at the first stage that needs them.
 */
import {yieldToMain} from './timeSlices';

const stages: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-helmet-async'),
  () => import(/* webpackMode: "eager" */ '@generated/registry'),
  () => import(/* webpackMode: "eager" */ '@generated/routesChunkNames'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () =>
    import(/* webpackMode: "eager" */ './prepareRoute').then(({prepareRoute}) =>
      prepareRoute(window.location.pathname),
    ),
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@theme/ThemeProvider'),
  () => import(/* webpackMode: "eager" */ '@theme/SiteMetadata'),
  () => import(/* webpackMode: "eager" */ '@theme/Layout'),
  () => import(/* webpackMode: "eager" */ '@docusaurus-client-entry'),
];

async function start(): Promise<void> {
  // main.js's own task only compiles it.
  await yieldToMain();
  for (const stage of stages) {
    await stage();
    await yieldToMain();
  }
}

void start();
