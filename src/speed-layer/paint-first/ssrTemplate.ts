// Runs in Node.js at build time. Docusaurus's own page template (core's ssgTemplate.html.js), read from
// core and changed in one place: the app's scripts are requested by a small loader at the end of the
// body, after the first paint, instead of by `defer` script tags in the head.
//
// Why: every page is server-rendered and readable without JavaScript, so a reader on a slow phone
// should see it before the browser spends its bandwidth and CPU on about 150 KB of scripts. With
// `defer`, the scripts share the connection with the stylesheet that blocks the first paint, and
// Lighthouse counts their download and evaluation into Largest Contentful Paint (2.2 s instead of
// 0.9 s on a docs page). The loader waits for the browser's report of the first contentful paint,
// which comes once that frame is on screen (waiting for the next animation frame was not enough: the
// page was sometimes painted after main.js ran). It appends the scripts in order (`async = false`
// keeps runtime before main). A page in a background tab, which does not paint, or a browser without
// paint timing loads them at once, and a page that reports no paint within 10 s loads them then.
//
// The list of scripts is in the loader's `data-scripts` attribute, not in its code: pages of different
// sections list different scripts (sectioned-registry adds a section's registry slice), and the
// Content-Security-Policy allows inline scripts by a hash of their code, which is then one hash for
// every page. A script that fails to load is taken out of the page, so that the bundler's runtime,
// which reuses a script element already in the page for the same file, requests it again when the
// app asks for that chunk instead of waiting on the failed element.
import coreTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** The `defer` script tags of core's template. */
const deferredScripts =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>\s*/;

const afterPaintLoader = `    <script data-scripts="<%= JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>">
      (function (scripts) {
        var loaded = false;
        function load() {
          if (loaded) return;
          loaded = true;
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            script.onerror = function () {
              if (script.parentNode) script.parentNode.removeChild(script);
            };
            document.head.appendChild(script);
          });
        }
        var paintTiming = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
        if (document.visibilityState === 'hidden' || !paintTiming) return load();
        try {
          new PerformanceObserver(function (list, observer) {
            if (!list.getEntriesByName('first-contentful-paint').length) return;
            observer.disconnect();
            setTimeout(load, 0);
          }).observe({type: 'paint', buffered: true});
        } catch (error) {
          return load();
        }
        setTimeout(load, 10000);
      })(JSON.parse(document.currentScript.getAttribute('data-scripts')));
    </script>
`;

/** Core's template with its `defer` script tags replaced by the after-paint loader. */
export function paintFirst(template: string): string {
  if (!deferredScripts.test(template) || !template.includes('</body>')) {
    throw new Error(
      "ssrTemplate: core's page template no longer has the script tags this replaces; see src/speed-layer/paint-first/ssrTemplate.ts",
    );
  }
  return template.replace(deferredScripts, '').replace('</body>', `${afterPaintLoader}  </body>`);
}

export const ssrTemplate = paintFirst(coreTemplate);
