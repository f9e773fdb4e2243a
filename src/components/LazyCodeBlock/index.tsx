import {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';

const HighlightedCodeBlock = lazy(() => import('./highlightedCodeBlock'));

/**
 * The theme's code block, with Prism fetched only by pages that show code.
 *
 * No Suspense boundary while building and hydrating: the build then waits for the chunk and writes
 * the highlighted HTML in place (React outlines a boundary's content, behind an inline script, once
 * the page passes 12.8 KB), and hydration waits for it while keeping that HTML. A code block mounted
 * later (a client-side navigation, a details panel opening) gets a boundary that shows the plain code
 * meanwhile: a click's synchronous render may not suspend without one.
 */
export default function LazyCodeBlock(props: Props): ReactNode {
  const hydrated = useIsBrowser();
  const codeBlock = <HighlightedCodeBlock {...props} />;
  if (!hydrated) return codeBlock;
  return (
    <Suspense
      fallback={
        // Focusable, as the theme's highlighted block is: a wide block scrolls, and a keyboard
        // scrolls only what has focus (axe's scrollable-region-focusable found this plain code
        // unreachable when it checked a page before Prism had come).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre className={props.className} tabIndex={0}>
          <code>{props.children}</code>
        </pre>
      }>
      {codeBlock}
    </Suspense>
  );
}
