export const SIGN_IN_BANNER_STORAGE_KEY: 'signInBannerHidden';
export const SIGN_IN_BANNER_ATTRIBUTE: 'data-sign-in-banner';
export const SIGN_IN_BANNER_HIDDEN: 'hidden';
/** The inline <head> script that hides the sign-in banner before the first paint for visitors who closed it. */
export const SIGN_IN_BANNER_SCRIPT: string;
/** Every inline script of ours, exactly as rendered (allowed by hash in the Content-Security-Policy). */
export const APP_INLINE_SCRIPTS: readonly string[];
