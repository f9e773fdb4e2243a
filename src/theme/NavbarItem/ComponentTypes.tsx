// Swizzled: eject (safe) from theme-classic@3.10.2
// Change: only the navbar item types docusaurus.config.ts uses. The stock list also imports the
// dropdown, locale and version menus, the doc and HTML items: about 4 KB gzip of every page's first
// load that this guide never renders. A navbar item of another type fails the build ("No NavbarItem
// component found for type"): add its import here first. The doc, docSidebar and version items also
// need the list of every doc that src/speed-layer/lean-docs leaves out (trimGlobalData.ts).
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

const ComponentTypes: Pick<ComponentTypesObject, 'default' | 'search'> = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;
