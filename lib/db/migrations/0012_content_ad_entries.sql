-- Ads become content entries (issue 12 item 10): an ad slot names an ad id, and the ad (image,
-- link, size, optional dates) is the entry at /ads/{adId}/. The envelope's list of known types
-- gains 'ad'; nothing else changes.
ALTER TABLE "content_entries" DROP CONSTRAINT "content_entries_type_known";--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_type_known" CHECK ("type" in ('page', 'product', 'header', 'infoCard', 'linkFarm', 'headerBlock', 'promoBlock', 'tip', 'limitedTimeCalendarEntry', 'ad'));
