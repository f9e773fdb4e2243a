// Swizzled: wrap (safe) from theme-classic@3.10.2
// Change: the toggle alternates light and dark instead of cycling light, dark, system: a reader picks a mode
// with one press, and the operating system's preference applies only until they do.
// It is handed the mode on screen, so the first press flips what the reader sees, also while no choice
// is stored and the operating system's preference applies. The stored choice stays in localStorage.
import type {ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {useColorMode} from '@docusaurus/theme-common';

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {colorMode} = useColorMode();
  return <ColorModeToggle {...props} value={colorMode} respectPrefersColorScheme={false} />;
}
