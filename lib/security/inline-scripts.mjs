// The site's own inline scripts, in plain ESM so the production server's Content-Security-Policy
// (lib/security/script-policy.mjs) allows exactly these texts by hash, whatever page carries them.
// components/sign-in-banner-script.ts re-exports them for the layout and the banner.

export const SIGN_IN_BANNER_STORAGE_KEY = 'signInBannerHidden';
export const SIGN_IN_BANNER_ATTRIBUTE = 'data-sign-in-banner';
export const SIGN_IN_BANNER_HIDDEN = 'hidden';

/**
 * Runs while the browser parses <head>, before the first paint: a visitor who closed the
 * banner never sees it flash in. CSS keyed on the attribute hides it until React removes it.
 */
export const SIGN_IN_BANNER_SCRIPT = `(function(){try{if(localStorage.getItem(${JSON.stringify(
  SIGN_IN_BANNER_STORAGE_KEY,
)})==="1")document.documentElement.setAttribute(${JSON.stringify(SIGN_IN_BANNER_ATTRIBUTE)},${JSON.stringify(
  SIGN_IN_BANNER_HIDDEN,
)})}catch(e){}})()`;

/** Every inline script of ours, exactly as rendered. */
export const APP_INLINE_SCRIPTS = Object.freeze([SIGN_IN_BANNER_SCRIPT]);
