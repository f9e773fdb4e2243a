// Runs in Node.js at build time: don't import client code here.
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {readSearchSettings} from './src/plugins/local-search/searchMode';
import {prismLight} from './src/utils/prismLight';
import {createLastUpdateVcs} from './src/config/lastUpdateVcs';
import {sidebarItemsGenerator} from './src/sidebar/sidebarItemsGenerator';
import remarkMermaidFigures from './src/remark/mermaidFigures';
import {readMermaidVersion} from './src/remark/diagramRenders';
import remarkWorkflowLinks from './src/remark/workflowLinks';
import remarkPrintSectionLink from './src/remark/printSectionLink';
import {speedLayer} from './src/speed-layer';
import {
  copyrightLine,
  editUrlBase,
  guideRoutes,
  linkLabels,
  pageDescriptions,
  readSiteSettings,
  siteTagline,
  siteTitle,
  socialCard,
  titleDelimiter,
} from './src/config/site';

const settings = readSiteSettings(process.env);
// Local search by default; hosted Algolia when ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are set.
const search = readSearchSettings(process.env);
// "Edit this page" on every guide page and blog post opens its Markdown file in the repository.
const editUrl = editUrlBase(settings);
// The plugins and template that keep pages fast (src/speed-layer/README.md); `npm start` runs without the production-only ones.
const speed = speedLayer(process.env);

// ```mermaid blocks become figures of their static SVG renders (`npm run render:diagrams`), in the
// docs, the blog and the pages alike: no diagram code reaches the browser.
// A diagram without its render fails the build, and shows as a placeholder in `npm start`.
const remarkPlugins = [
  [
    remarkMermaidFigures,
    {
      siteDir: __dirname,
      baseUrl: settings.baseUrl,
      mermaidVersion: readMermaidVersion(__dirname),
      onProblem: process.env.NODE_ENV === 'production' ? 'fail' : 'placeholder',
    },
  ],
] satisfies DocsOptions['remarkPlugins'];

// The docs plugin runs as the speed layer's lean-docs, which trims what every docs page downloads.
const docsOptions = {
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  editUrl,
  // From git history (deploy/README.md: Last updated dates); a page with no history shows no date.
  showLastUpdateTime: true,
  // Groups each module's pages by task (src/sidebar/groups.ts); routes stay the files' paths.
  sidebarItemsGenerator,
  // Before Docusaurus's own: the way back from pages to the workflows that send readers to them
  // (src/remark/workflowLinks.ts) gets heading anchors, the table of contents and link checks.
  // A workflow's page and a module's About page link to their section's printable document.
  beforeDefaultRemarkPlugins: [
    [remarkWorkflowLinks, {docsDir: path.join(__dirname, 'docs')}],
    [remarkPrintSectionLink, {docsDir: path.join(__dirname, 'docs')}],
  ],
  remarkPlugins,
} satisfies DocsOptions;

const presetOptions = {
  docs: false,
  pages: {remarkPlugins},
  blog: {
    remarkPlugins,
    showReadingTime: true,
    editUrl,
    blogDescription: pageDescriptions.blog,
    // One list page: paginated lists (/blog/page/2, a tag's page 2) would repeat the first page's
    // title and description, which no option can change.
    postsPerPage: 'ALL',
    blogSidebarTitle: 'All posts',
    blogSidebarCount: 'ALL',
    feedOptions: {
      type: ['rss', 'atom'],
      title: `${siteTitle} blog`,
      description: pageDescriptions.blog,
      copyright: copyrightLine,
    },
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
  },
  theme: {
    customCss: './src/css/custom.css',
  },
  // Pages marked noindex (the not-found page) are left out by the plugin; robots.txt points here
  // (src/plugins/robots-txt). Search engines ignore changefreq and priority, so they aren't written.
  sitemap: {changefreq: null, priority: null},
} satisfies Preset.Options;

const navbar = {
  hideOnScroll: false,
  logo: {alt: `${siteTitle} home`, src: 'img/logo.svg', width: 32, height: 32},
  items: [
    // A link, not a docSidebar item: every doc is in the one sidebar, and the speed layer's lean-docs
    // leaves out the list of every doc that the docSidebar item reads to know it is active.
    {to: guideRoutes.landing, activeBasePath: 'docs', position: 'left', label: linkLabels.docs},
    {to: guideRoutes.support, position: 'left', label: linkLabels.support},
    {href: settings.links.apiDocs, position: 'right', label: linkLabels.apiDocs},
    {href: settings.links.bookDemo, position: 'right', label: linkLabels.bookDemo},
    {href: settings.links.signup, position: 'right', label: linkLabels.signup},
  ],
} satisfies Preset.ThemeConfig['navbar'];

const footer = {
  style: 'dark',
  links: [
    {
      title: 'Guide',
      items: [
        {label: 'Getting started', to: guideRoutes.gettingStarted},
        {label: 'Modules', to: '/#modules'},
        {label: 'Plugins', to: guideRoutes.plugins},
        {label: 'How-to guides', to: guideRoutes.howTo},
      ],
    },
    {
      title: 'Product',
      items: [
        {label: linkLabels.apiDocs, href: settings.links.apiDocs},
        {label: linkLabels.bookDemo, href: settings.links.bookDemo},
        {label: linkLabels.signup, href: settings.links.signup},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        // pathname:// leaves the router: the feed is a file, not a page.
        {label: 'RSS', href: 'pathname:///blog/rss.xml'},
      ],
    },
  ],
  copyright: copyrightLine,
} satisfies Preset.ThemeConfig['footer'];

const themeConfig = {
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    // Follow the operating system until the reader picks a mode; light when the system states none.
    respectPrefersColorScheme: true,
  },
  // Link previews: og:image and twitter:image (Docusaurus writes twitter:card summary_large_image).
  image: socialCard.path,
  metadata: [
    {property: 'og:image:width', content: String(socialCard.width)},
    {property: 'og:image:height', content: String(socialCard.height)},
    {property: 'og:image:alt', content: `${siteTitle}: ${siteTagline}`},
    {name: 'twitter:image:alt', content: `${siteTitle}: ${siteTagline}`},
  ],
  navbar,
  footer,
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  // In local mode the credentials are placeholders: the local-search plugin answers the search UI.
  algolia: {...search.algolia, contextualSearch: true, searchPagePath: 'search'},
  // GitHub's light code colours, darkened where they fail AA (src/utils/prismLight.ts).
  prism: {theme: prismLight, darkTheme: prismThemes.dracula},
} satisfies Preset.ThemeConfig;

const config: Config = {
  title: siteTitle,
  titleDelimiter,
  tagline: siteTagline,
  favicon: 'img/favicon.svg',
  url: settings.url,
  baseUrl: settings.baseUrl,
  organizationName: settings.organizationName,
  projectName: settings.projectName,
  noIndex: false,
  trailingSlash: undefined,
  onBrokenLinks: 'throw',
  // The banner that warns when a page is served outside baseUrl is a set-up aid for whoever deploys
  // (deploy/README.md: Configure URLs and links); off, every page loses an inline script and style, main.js 1 KB gzip.
  baseUrlIssueBanner: false,
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}},
  },
  // v4 turns on the Rspack, SWC and lightningcss toolchain of @docusaurus/faster: a cold build takes
  // about a third of the time (src/speed-layer/README.md).
  future: {
    v4: true,
    // Rspack's persistent cache makes `npm start` restart warm. A production build runs cold (CI,
    // deploys, `npm run build:cold`), and there the cache only costs memory: about 1.1 GB of the
    // build's peak at 10× pages, which it holds to the end (MEASUREMENTS.md: Build memory).
    faster: {rspackPersistentCache: process.env.NODE_ENV !== 'production'},
    // "Last updated" from git history; a build with no git shows no date instead of failing.
    experimental_vcs: createLastUpdateVcs({production: process.env.NODE_ENV === 'production'}),
  },
  // Paints the page before its scripts are fetched (src/speed-layer/paint-first).
  ssrTemplate: speed.ssrTemplate,
  presets: [['classic', presetOptions]],
  plugins: [
    [speed.docsPlugin, docsOptions],
    './src/plugins/module-directory/index.ts',
    './src/plugins/robots-txt/index.ts',
    ['./src/plugins/local-search/index.ts', {mode: search.mode}],
    // Pages a reader opened, and the local search index, stay readable offline; installable as an app.
    ['./src/plugins/offline-reading/index.ts', {keepSearchIndex: search.mode === 'local'}],
    // "Print this section": one document for each workflow and module, written after the build.
    './src/plugins/print-sections/index.ts',
    ...speed.plugins,
    [
      '@docusaurus/plugin-client-redirects',
      // /docs shows the docs landing too, as /docs/intro does; a page can have one route, so /docs redirects.
      {redirects: [{from: '/docs', to: guideRoutes.landing}]},
    ],
  ],
  themeConfig,
};

export default config;
