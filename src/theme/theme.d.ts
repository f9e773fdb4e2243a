// Types of the original components that our wrappers import (DS website/src/theme/theme.d.ts).
declare module '@theme-original/ColorModeToggle' {
  import type {Props} from '@theme/ColorModeToggle';
  import type {ReactNode} from 'react';

  export default function ColorModeToggle(props: Props): ReactNode;
}

declare module '@theme-original/NotFound/Content' {
  import type {Props} from '@theme/NotFound/Content';
  import type {ReactNode} from 'react';

  export default function NotFoundContent(props: Props): ReactNode;
}

declare module '@theme-original/SearchBar' {
  import type {DocSearchProps} from '@docsearch/react';
  import type {ReactNode} from 'react';

  /** theme-search-algolia 3.10.2 spreads these over themeConfig.algolia and hands them to DocSearch. */
  export default function SearchBar(props: Partial<DocSearchProps>): ReactNode;
}

declare module '@theme-original/SearchPage' {
  import type {ReactNode} from 'react';

  export default function SearchPage(): ReactNode;
}

declare module '@theme-original/BlogTagsListPage' {
  import type {Props} from '@theme/BlogTagsListPage';
  import type {ReactNode} from 'react';

  export default function BlogTagsListPage(props: Props): ReactNode;
}

declare module '@theme-original/Blog/Pages/BlogAuthorsListPage' {
  import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
  import type {ReactNode} from 'react';

  export default function BlogAuthorsListPage(props: Props): ReactNode;
}

declare module '@theme-original/BlogArchivePage' {
  import type {Props} from '@theme/BlogArchivePage';
  import type {ReactNode} from 'react';

  export default function BlogArchivePage(props: Props): ReactNode;
}

declare module '@theme-original/CodeBlock' {
  import type {Props} from '@theme/CodeBlock';
  import type {ReactNode} from 'react';

  export default function CodeBlock(props: Props): ReactNode;
}
