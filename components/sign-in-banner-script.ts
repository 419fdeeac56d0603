/**
 * Shared by the banner (client) and the root layout's inline <head> script (server), so it
 * must stay free of 'use client': a constant exported from a client module reaches a
 * server component as a client reference, not as its value. The text lives in
 * lib/security/inline-scripts.mjs, where the Content-Security-Policy allows it by hash.
 */
export { SIGN_IN_BANNER_ATTRIBUTE, SIGN_IN_BANNER_HIDDEN, SIGN_IN_BANNER_SCRIPT, SIGN_IN_BANNER_STORAGE_KEY } from '@/lib/security/inline-scripts.mjs';
