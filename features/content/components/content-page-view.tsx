import type { ReactNode } from 'react';
import type { PageEntry, Widget } from '../entry-schema';
import { AdBox, TextBox } from './ad-slots';
import { CircleDivider } from './circle-divider';
import { AdBlock, FormSelector, HeaderBlock, MarkdownBlock, MarkdownList, PromoBlock } from './blocks';
import { Faq } from './faq';
import { LinkFarm } from './link-farm';
import { MarkdownText } from './markdown';
import { SiteLink } from './site-link';
import { Tips } from './tips';
import styles from './content.module.css';

/**
 * What another feature renders on a content page: search widgets and merchandising lists join
 * the search and catalog features, so app/ composes them (features never import each other's
 * components). `widget` answers for featuredList, merchCardList, standardSearch,
 * promotionalSearch, giftCardShop and groupRequestForm; `merchList` fills a link farm's MERCH_LIST side column; `search` draws a
 * sub-navigation group's search widget. Undefined or null: nothing is drawn.
 */
export interface ContentSlots {
  readonly widget?: (widget: Widget, index: number) => ReactNode;
  readonly merchList?: (code: string) => ReactNode;
  readonly search?: (productType: string) => ReactNode;
  /** Drawn under the intro: the CATEGORY_SEARCH and landing layouts' product lists and search hero. */
  readonly hero?: ReactNode;
  /** The two-column landing page's left column (recently seen). */
  readonly leftColumn?: ReactNode;
  /**
   * The shows' event calendar with its month navigation, given under the ltc flag: the
   * sub-navigation then shows the events calendar instead of its groups (storefront 2.10).
   */
  readonly eventCalendar?: ReactNode;
  /** The sub-navigation's ad slots, given the ad ids of its entry. */
  readonly subNavAds?: (adIds: readonly string[]) => ReactNode;
  /** The visitor's recently seen products, drawn at the top of the sub-navigation when it asks. */
  readonly recentlySeen?: ReactNode;
}

/** The sub-navigation's heading under the ltc flag ('{product} EVENTS & SHOWS CALENDAR'). */
export const EVENTS_CALENDAR_HEADING = 'VEGAS EVENTS & SHOWS CALENDAR';

/** One widget of storefront 2.10. */
export function ContentWidget({ widget, index, slots }: { widget: Widget; index: number; slots: ContentSlots }) {
  const headingId = `widget-${index}`;
  switch (widget.widgetType) {
    case 'headerBlock':
    case 'headerBlockWAds':
      return <HeaderBlock block={widget} />;
    case 'linkFarm':
    case 'dynamicLinkFarm': {
      const code = widget.sideColumnMerchList?.merchList;
      return <LinkFarm farm={widget} headingId={headingId} merchList={code && slots.merchList ? slots.merchList(code) : null} />;
    }
    case 'markdownBlock':
      return <MarkdownBlock block={widget} headingId={headingId} />;
    case 'markdownList':
      return <MarkdownList block={widget} headingId={headingId} />;
    case 'promoBlock':
      return <PromoBlock block={widget} />;
    case 'formSelector':
      return <FormSelector block={widget} headingId={headingId} />;
    case 'tips':
      return <Tips heading={widget.heading} tips={widget.tips} />;
    case 'FAQ':
      return <Faq title={widget.title} entries={widget.entries} />;
    case 'adBlock':
      return <AdBlock block={widget} />;
    case 'adBox':
      return <AdBox block={widget} headingId={headingId} />;
    case 'textBox':
      return <TextBox block={widget} headingId={headingId} />;
    case 'featuredList':
    case 'merchCardList':
    case 'standardSearch':
    case 'promotionalSearch':
    case 'giftCardShop':
    case 'groupRequestForm':
      return slots.widget ? <>{slots.widget(widget, index)}</> : null;
  }
}

const formatDay = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

type SubNav = NonNullable<PageEntry['content']['subNavigation']>;

function LimitedTimeList({ entries }: { entries: NonNullable<SubNav['limitedTimeCalendar']> }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={`${entry.title} ${entry.startDate}`}>
          <SiteLink href={entry.link}>{entry.title}</SiteLink>{' '}
          <span className={styles.linkAside}>
            {formatDay(entry.startDate)} – {formatDay(entry.endDate)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Sub-navigation (storefront 2.10): its ad slots above or below (adsOnTop), optional recently seen,
 * then for each group an optional search widget, a heading and links;
 * with the ltc flag (slots.eventCalendar), 'VEGAS EVENTS & SHOWS CALENDAR' with the limited-time
 * events and the shows' calendar navigation instead.
 */
function SubNavigation({ nav, slots }: { nav: SubNav; slots: ContentSlots }) {
  const adIds = nav.ads?.map((ad) => ad.adId) ?? [];
  const ads = adIds.length > 0 && slots.subNavAds ? slots.subNavAds(adIds) : null;
  return (
    <div className={styles.subNavColumn}>
      {nav.adsOnTop ? ads : null}
      <SubNavigationLinks nav={nav} slots={slots} />
      {nav.adsOnTop ? null : ads}
    </div>
  );
}

function SubNavigationLinks({ nav, slots }: { nav: SubNav; slots: ContentSlots }) {
  const limitedTime = nav.limitedTimeCalendar && nav.limitedTimeCalendar.length > 0 ? nav.limitedTimeCalendar : null;
  const recentlySeen = nav.recentlySeen ? slots.recentlySeen : null;
  if (slots.eventCalendar) {
    return (
      <nav className={styles.subNav} aria-label={nav.name} data-testid="sub-navigation">
        {recentlySeen}
        <div className={styles.subNavGroup} data-testid="events-calendar">
          <h2 className={styles.subNavHeading}>{EVENTS_CALENDAR_HEADING}</h2>
          {limitedTime ? <LimitedTimeList entries={limitedTime} /> : null}
          {slots.eventCalendar}
        </div>
      </nav>
    );
  }
  return (
    <nav className={styles.subNav} aria-label={nav.name} data-testid="sub-navigation">
      {recentlySeen}
      {nav.navigation.map((group) => (
        <div key={group.title} className={styles.subNavGroup}>
          {slots.search ? group.searchWidgets.map((w) => <div key={w.productType}>{slots.search?.(w.productType)}</div>) : null}
          <h2 className={styles.subNavHeading}>{group.title}</h2>
          <ul>
            {group.dropdownLinks.map((link) => (
              <li key={link.link}>
                <SiteLink href={link.link}>{link.title}</SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {limitedTime ? (
        <div className={styles.subNavGroup}>
          <h2 className={styles.subNavHeading}>Limited time</h2>
          <LimitedTimeList entries={limitedTime} />
        </div>
      ) : null}
    </nav>
  );
}

/**
 * A content page of any layout of storefront 2.10: its header (banner, pageHeader, intro), what
 * the layout adds (`slots.hero`), its widgets in order, and the sub-navigation beside them.
 * Landing layouts also draw their productLandingWidgets.
 */
export function ContentPageView({ entry, slots }: { entry: PageEntry; slots: ContentSlots }) {
  const { content } = entry;
  const widgets = [...(content.productLandingWidgets ?? []), ...content.widgets];
  // A sub-navigation sits in a right column; the two-column landing page's left column is the app's.
  const twoColumn = content.subNavigation !== undefined;
  return (
    <main id="main" className="page" data-layout={entry.type} data-testid="content-page">
      <header className={styles.pageHeader}>
        {content.banner ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={content.banner.publicPath} alt={content.banner.title ?? ''} className={styles.banner} />
        ) : null}
        <h1>{content.pageHeader ?? entry.name}</h1>
        {content.pageIntro ? <MarkdownText source={content.pageIntro} className={styles.intro} /> : null}
      </header>
      {content.circleDivider ? <CircleDivider {...content.circleDivider} /> : null}
      {slots.hero}
      <div className={slots.leftColumn ? styles.leftColumn : undefined}>
        {slots.leftColumn ? <aside aria-label="Recently seen">{slots.leftColumn}</aside> : null}
        <div className={twoColumn ? styles.twoColumn : undefined}>
          <div className={styles.widgets}>
            {widgets.map((widget, index) => (
              <ContentWidget key={index} widget={widget} index={index} slots={slots} />
            ))}
            {content.bodyBanner ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={content.bodyBanner.publicPath} alt={content.bodyBanner.title ?? ''} className={styles.banner} loading="lazy" />
            ) : null}
          </div>
          {content.subNavigation ? <SubNavigation nav={content.subNavigation} slots={slots} /> : null}
        </div>
      </div>
    </main>
  );
}
