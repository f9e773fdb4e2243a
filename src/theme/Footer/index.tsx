// Swizzled: wrap (safe) from theme-classic@3.10.2
// Change: memoized. The footer takes no props, but Layout creates it anew whenever the page around it
// re-renders: /search?q=... re-renders its whole page twice while it loads (once for the query read
// from the URL, once for the results). Its links still re-render on what they read from context
// (the route).
import {memo} from 'react';
import Footer from '@theme-original/Footer';

const FooterWrapper = memo(Footer);
export default FooterWrapper;
