// Swizzled: wrap (unsafe) from theme-classic@3.10.2
// Change: a category whose items wait for its section's slice (src/speed-layer/route-runtime/sectioned-registry,
// splitSidebar.cjs) loads the slice when the reader points at it, focuses it or clicks it, and renders
// again with its items once they are in. Until then it holds its first link only; a page of the
// section never renders it so (its slice loads before the page renders).
import {type ReactNode, useState} from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';
import {loadSections} from '@site/src/speed-layer/route-runtime/sectioned-registry/client/sections';
import type {LazyCategory} from '@site/src/speed-layer/route-runtime/sectioned-registry/client/sidebarItems';

type Props = WrapperProps<typeof CategoryType>;
/** Core's category spreads the props it doesn't know on its link (a contract in src/speed-layer/upstreamContracts.ts, under route-runtime). */
type PropsWithIntent = Props & {onPointerEnter: () => void; onFocus: () => void};

export default function CategoryWrapper(props: Props): ReactNode {
  const [, setItemsLoaded] = useState(false);
  const section = (props.item as LazyCategory).lazyItems?.section;
  if (section === undefined) return <Category {...props} />;
  const loadItems = (): void => {
    // A slice that fails to load is asked for again on the next point, focus or click.
    loadSections(section).then(
      () => {
        setItemsLoaded(true);
      },
      () => undefined,
    );
  };
  const withIntent: PropsWithIntent = {
    ...props,
    onItemClick: (item) => {
      loadItems();
      props.onItemClick?.(item);
    },
    onPointerEnter: loadItems,
    onFocus: loadItems,
  };
  return <Category {...withIntent} />;
}
