/**
 * The single source of truth for the site's own facts: its title, the navbar labels, where the
 * external links go and where the site is served. docusaurus.config.ts, components and tests import
 * them from here. Deployment values come from environment variables at build time, so one build
 * recipe serves any host; the defaults are placeholders on example.com.
 */

export const siteTitle = 'Docs';
export const titleDelimiter = '|';
/** The site's tagline: the home page's subtitle, and the text of the social card (scripts/render-social-card.ts). */
export const siteTagline = 'How to run your school, college, clinic or business with the suite';
export const copyrightLine = 'Copyright © 2025 Docs. Built with Docusaurus.';

/** The link-preview image (og:image, twitter:image), under static/: see scripts/render-social-card.ts. */
export const socialCard = {path: 'img/social-card.png', width: 1200, height: 630} as const;

/**
 * Meta descriptions of the theme's own pages, which have no front matter. Each is unique on the
 * site: search engines and link previews show it (npm run check:seo checks every page).
 */
export const pageDescriptions = {
  blog: 'News, new features and how-to roundups from the user guide of the suite.',
  blogArchive: 'Every post of the user guide blog, newest first and grouped by year.',
  blogTags:
    'The topics of the user guide blog: guide news, how-to roundups, schools and colleges, clinics and plugins.',
  blogAuthors: 'The people who write the user guide blog, with the posts each of them wrote.',
  search:
    'Search every page of the user guide: getting started, each module, the plugins and the how-to guides.',
  notFound:
    'The page you asked for is not in the user guide. Search the guide or start again from its landing page.',
} as const;

/** Navbar and footer labels: the navbar shows Docs and Support on the left, API Docs, Book a Demo and Signup on the right. */
export const linkLabels = {
  docs: 'Docs',
  support: 'Support',
  apiDocs: 'API Docs',
  bookDemo: 'Book a Demo',
  signup: 'Signup',
} as const;

/** Guide pages that the site's chrome links to, as routes. */
export const guideRoutes = {
  landing: '/docs/intro',
  gettingStarted: '/docs/Getting Started/creating-account',
  plugins: '/docs/Plugins/about',
  howTo: '/docs/New/account_renewal',
  /** 'Support' leads to the guide's own support page (how to get a support PIN). */
  support: '/docs/New/get-support-pin',
} as const;

export interface SiteSettings {
  /** Origin the site is served from, without a trailing slash. */
  readonly url: string;
  /** Path the site lives under, starting and ending with '/'. */
  readonly baseUrl: string;
  readonly organizationName: string;
  readonly projectName: string;
  /** The repository that holds the guide's source, as its web address (for "Edit this page"). */
  readonly repositoryUrl: string;
  readonly links: {
    readonly apiDocs: string;
    readonly bookDemo: string;
    readonly signup: string;
  };
}

/** The environment variable that overrides each setting. */
export const settingVariables = {
  url: 'SITE_URL',
  baseUrl: 'BASE_URL',
  organizationName: 'ORGANIZATION_NAME',
  projectName: 'PROJECT_NAME',
  repositoryUrl: 'REPOSITORY_URL',
  apiDocs: 'API_DOCS_URL',
  bookDemo: 'BOOK_DEMO_URL',
  signup: 'SIGNUP_URL',
} as const;

export const defaultSettings: SiteSettings = {
  url: 'https://docs.example.com',
  baseUrl: '/',
  organizationName: 'example',
  projectName: 'suite-user-guide',
  repositoryUrl: 'https://github.com/example/suite-user-guide',
  links: {
    apiDocs: 'https://api.example.com/docs',
    bookDemo: 'https://marketplace.example.com/book-a-demo',
    signup: 'https://marketplace.example.com/signup',
  },
};

type Environment = Readonly<Record<string, string | undefined>>;

function absoluteUrl(name: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${name} must be an http or https URL, got "${value}"`);
  }
  return value;
}

/** A site url without its trailing slashes: the origin (and path) that absolute page URLs start with. */
export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Reads the settings from an environment (process.env at build time), falling back to the defaults. */
export function readSiteSettings(env: Environment): SiteSettings {
  const pick = (name: string, fallback: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? fallback : value;
  };
  const url = absoluteUrl(settingVariables.url, pick(settingVariables.url, defaultSettings.url));
  const baseUrl = pick(settingVariables.baseUrl, defaultSettings.baseUrl);
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
    throw new Error(`${settingVariables.baseUrl} must start and end with "/", got "${baseUrl}"`);
  }
  const link = (name: string, fallback: string) => absoluteUrl(name, pick(name, fallback));
  return {
    url: withoutTrailingSlash(url),
    baseUrl,
    organizationName: pick(settingVariables.organizationName, defaultSettings.organizationName),
    projectName: pick(settingVariables.projectName, defaultSettings.projectName),
    repositoryUrl: absoluteUrl(
      settingVariables.repositoryUrl,
      pick(settingVariables.repositoryUrl, defaultSettings.repositoryUrl),
    ).replace(/\/+$/, ''),
    links: {
      apiDocs: link(settingVariables.apiDocs, defaultSettings.links.apiDocs),
      bookDemo: link(settingVariables.bookDemo, defaultSettings.links.bookDemo),
      signup: link(settingVariables.signup, defaultSettings.links.signup),
    },
  };
}

/** The branch that "Edit this page" opens a file on. */
export const editBranch = 'main';

/**
 * The base of every "Edit this page" link: the docs and blog plugins append a page's path in the
 * repository (`docs/...md`, `blog/...md`). The `/edit/<branch>/` form is GitHub's, also read by
 * Gitea and Forgejo.
 */
export function editUrlBase(settings: SiteSettings): string {
  return `${settings.repositoryUrl}/edit/${editBranch}/`;
}
