import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The code-block colours of light mode: prism-react-renderer's GitHub theme with the token colours
 * that fail WCAG AA on its #f6f8fa background (2.6:1 to 4.3:1) darkened to 4.5:1 or more, also on a
 * highlighted line. Hues are kept, so code looks the same at a glance.
 */
export const accessibleColors: Readonly<Record<string, string>> = {
  '#999988': '#5e5e4e', // comments
  '#e3116c': '#b80f58', // strings, attribute values
  '#36acaa': '#156b69', // numbers, booleans, properties
  '#00a4db': '#0a6690', // at-rules, keywords, attribute names
  '#d73a49': '#b42b3a', // functions, tags
};

export function withAccessibleColors(theme: PrismTheme): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color;
      const replacement = color === undefined ? undefined : accessibleColors[color.toLowerCase()];
      return replacement === undefined
        ? entry
        : {...entry, style: {...entry.style, color: replacement}};
    }),
  };
}

export const prismLight: PrismTheme = withAccessibleColors(themes.github);
