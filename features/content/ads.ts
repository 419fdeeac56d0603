import 'server-only';
import { adEntryUrl, adForSlot, toAdView, type AdView } from './ad-schema';
import { fetchContentEntry } from './client';

/**
 * The ad of a slot, read like every other entry: the content service's `entry(url)` at
 * `/ads/{adId}/` (in process the read is cached and tagged with that url's entry tag, so an edit
 * of the ad expires every page that shows it). Null when it is missing, invalid, not running
 * today or the service failed: the slot then draws nothing.
 */
export async function fetchAd(adId: string, now: Date = new Date()): Promise<AdView | null> {
  const entry = await fetchContentEntry(adEntryUrl(adId));
  const ad = adForSlot(adId, entry, now);
  return ad ? toAdView(ad) : null;
}

/** The ads of several slots in their order, leaving out those that draw nothing. */
export async function fetchAds(adIds: readonly string[], now: Date = new Date()): Promise<AdView[]> {
  const ads = await Promise.all(adIds.map((id) => fetchAd(id, now)));
  return ads.filter((ad): ad is AdView => ad !== null);
}
