// Swizzled: wrap (safe) from theme-classic@3.10.2
// Change: memoized. The navbar takes no props, but Layout creates it anew whenever the page around it
// re-renders: /search?q=... re-renders its whole page twice while it loads (once for the query read
// from the URL, once for the results). It still re-renders on what it reads from context (route,
// colour mode, window size).
import {memo} from 'react';
import Navbar from '@theme-original/Navbar';

const NavbarWrapper = memo(Navbar);
export default NavbarWrapper;
