// The chunk LazyCodeBlock loads on demand: Prism with the site's extra languages registered first (the
// theme's client module, kept off every page by the lazy-prism plugin), then the theme's code block.
import '@docusaurus/theme-classic/lib/prism-include-languages';

export {default} from '@theme-original/CodeBlock';
