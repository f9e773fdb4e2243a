import siteConfig from '@generated/docusaurus.config';
import {indexFileName} from './pagePacking';

/** Where the build put the local index: at the root of the site, under its baseUrl. */
export const localIndexUrl = `${siteConfig.baseUrl}${indexFileName}`;
