/**
 * The web app manifest: what a phone needs to install the guide as an app (a name, icons, where it
 * starts). Written at build time because the site's baseUrl comes from the environment.
 */
export const webManifestFile = 'manifest.webmanifest';

/** The app icons under static/, rendered by `npm run render:app-icons` (scripts/render-app-icons.ts). */
export const appIcons = [
  {file: 'img/app-icon-192.png', size: 192},
  {file: 'img/app-icon-512.png', size: 512},
] as const;

/** The colour of the logo's tile: the icons' background and the browser's toolbar. */
export const themeColor = '#1d5fbf';

export interface WebManifestInput {
  readonly title: string;
  readonly tagline: string;
  readonly baseUrl: string;
}

export function webManifest({title, tagline, baseUrl}: WebManifestInput): string {
  return `${JSON.stringify(
    {
      name: `${title}: the user guide`,
      short_name: title,
      description: tagline,
      lang: 'en',
      dir: 'ltr',
      start_url: baseUrl,
      scope: baseUrl,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: themeColor,
      // Full-bleed tiles with the glyph inside the safe zone: one image serves both purposes.
      icons: appIcons.map(({file, size}) => ({
        src: `${baseUrl}${file}`,
        sizes: `${String(size)}x${String(size)}`,
        type: 'image/png',
        purpose: 'any maskable',
      })),
    },
    null,
    2,
  )}\n`;
}
