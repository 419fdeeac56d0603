import { getEnv } from '@/lib/env';

export type SiteSettings = {
  siteName: string;
  phone: string;
  siteUrl: string;
  chatUrl: string;
};

/** Brand and contact settings from configuration (server side; pass them to client components as props). */
export function getSiteSettings(): SiteSettings {
  const env = getEnv();
  return { siteName: env.SITE_NAME, phone: env.SITE_PHONE, siteUrl: env.SITE_URL, chatUrl: env.CHAT_URL };
}
