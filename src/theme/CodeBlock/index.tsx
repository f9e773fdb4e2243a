// Swizzled: wrap (safe) from theme-classic@3.10.2
// Change: load the code block and Prism on demand, so pages without code don't download the highlighter.
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import LazyCodeBlock from '@site/src/components/LazyCodeBlock';

export default function CodeBlockWrapper(props: Props): ReactNode {
  return <LazyCodeBlock {...props} />;
}
