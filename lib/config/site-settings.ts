import { getEnv } from '@/lib/env';

export type SiteSettings = {
  siteName: string;
  phone: string;
  siteUrl: string;
  chatUrl: string;
  /** The support inbox (SUPPORT_EMAIL, else support@ the sending domain of MAIL_FROM). */
  supportEmail: string;
  /** The sales inbox of group requests (SALES_EMAIL, else sales@ the sending domain of MAIL_FROM). */
  salesEmail: string;
};

const sendingDomain = (mailFrom: string): string => /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'vegasgo.example';

/** support@ the domain the site's mail comes from ('VegasGo <no-reply@vegasgo.example>'). */
export function defaultSupportEmail(mailFrom: string): string {
  return `support@${sendingDomain(mailFrom)}`;
}

/** sales@ the domain the site's mail comes from. */
export function defaultSalesEmail(mailFrom: string): string {
  return `sales@${sendingDomain(mailFrom)}`;
}

/** Brand and contact settings from configuration (server side; pass them to client components as props). */
export function getSiteSettings(): SiteSettings {
  const env = getEnv();
  return {
    siteName: env.SITE_NAME,
    phone: env.SITE_PHONE,
    siteUrl: env.SITE_URL,
    chatUrl: env.CHAT_URL,
    supportEmail: env.SUPPORT_EMAIL ?? defaultSupportEmail(env.MAIL_FROM),
    salesEmail: env.SALES_EMAIL ?? defaultSalesEmail(env.MAIL_FROM),
  };
}
