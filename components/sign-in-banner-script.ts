/**
 * Shared by the banner (client) and the root layout's inline <head> script (server), so it
 * must stay free of 'use client': a constant exported from a client module reaches a
 * server component as a client reference, not as its value.
 */

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
