import type {UpstreamContract} from '../upstream-contracts/contract';
import type {CopiedFile} from '../upstream-contracts/copiedFile';

/**
 * What the swizzles (README.md beside this file) rely on beyond the theme's public components, and
 * the upstream file each ejected swizzle was copied from (src/upstream-contracts checks both).
 */
export const themeContracts: readonly UpstreamContract[] = [
  {
    owner: 'swizzle TOC (eject)',
    packageName: '@docusaurus/theme-classic',
    file: 'lib/theme/TOC/styles.module.css',
    expects: ['.tableOfContents {'],
    because:
      'the ejected TOC imports the stock styles by their path in lib/, not a copy, and uses the tableOfContents class',
  },
  {
    owner: 'swizzle BlogArchivePage (eject)',
    packageName: '@docusaurus/theme-common',
    file: 'lib/internal.js',
    expects: ["export { useDateTimeFormat } from './utils/IntlUtils';"],
    because:
      'the ejected archive page formats its dates with useDateTimeFormat from @docusaurus/theme-common/internal, as the stock page does',
  },
  {
    owner: 'swizzle BlogArchivePage (eject)',
    packageName: '@docusaurus/theme-common',
    file: 'package.json',
    expects: ['"./internal": "./lib/internal.js",'],
    because: '@docusaurus/theme-common/internal is an entry point of the package',
  },
];

/** The ejected swizzles, with the hash of the theme file each was copied from (theme-classic 3.10.2). */
export const copiedThemeFiles: readonly CopiedFile[] = [
  {
    copy: 'src/theme/TOC/index.tsx',
    packageName: '@docusaurus/theme-classic',
    upstreamFile: 'src/theme/TOC/index.tsx',
    sha256: 'a696deca295e367359cec7df9028e6c9ef8706d560b1185a5a043700bfb9bc73',
  },
  {
    copy: 'src/theme/BlogArchivePage/index.tsx',
    packageName: '@docusaurus/theme-classic',
    upstreamFile: 'src/theme/BlogArchivePage/index.tsx',
    sha256: '42fb9f651c21b4f6a6161bb8ee6726ab3a4e3c35779bf278039c4e79c67758d1',
  },
  {
    copy: 'src/theme/BlogListPage/index.tsx',
    packageName: '@docusaurus/theme-classic',
    upstreamFile: 'src/theme/BlogListPage/index.tsx',
    sha256: 'dc4183edec9cf341f1bfa80091acf04b99fc3f23e2c3aff71dd9096416c3445e',
  },
  {
    copy: 'src/theme/DocItem/Content/index.tsx',
    packageName: '@docusaurus/theme-classic',
    upstreamFile: 'src/theme/DocItem/Content/index.tsx',
    sha256: 'a60acf97ab953670816c13b7f28c68f9e3d15af00d5b9f8a5e602e8dcc20448b',
  },
  {
    copy: 'src/theme/NavbarItem/ComponentTypes.tsx',
    packageName: '@docusaurus/theme-classic',
    upstreamFile: 'src/theme/NavbarItem/ComponentTypes.tsx',
    sha256: 'bca91aa806923bd6c308c26db8f0dd8ab1c73944f732c381afcd870881c150f5',
  },
];
