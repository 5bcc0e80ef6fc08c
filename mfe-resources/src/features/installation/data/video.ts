import { siteConfig } from '@ecopanel/shared-ui';

/** The installation video's id on the video platform (siteConfig, env SITE_INSTALLATION_VIDEO_ID). */
export const INSTALLATION_VIDEO_ID: string = siteConfig.videos.installation;
