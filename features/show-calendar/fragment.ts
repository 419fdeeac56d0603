import { routes } from '@/lib/routes';
import { dayAnchor, formatDayLong, monthKey, monthLabel, WEEKDAY_NAMES } from './month';
import type { CalendarMonth, MonthWeek } from './types';

/**
 * The event calendar HTML of storefront 2.10 / 7 ("Event calendar HTML: static calendar page for
 * shows"): a compact month table whose days with performances link to that day on the month page,
 * opening in a new tab. Served as a page of its own (/api/show-calendar/{month}-{year}) and drawn
 * in the sub-navigation under the ltc flag. Built as a string from the same month data as the
 * month page, every text escaped, so it can be injected as it is.
 */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function showCalendarFragment(month: CalendarMonth, weeks: readonly MonthWeek[]): string {
  const page = routes.showCalendarMonth.build(month);
  const label = monthLabel(month);
  const head = WEEKDAY_NAMES.map((name) => `<th scope="col" abbr="${name}">${name.slice(0, 2)}</th>`).join('');
  const rows = weeks
    .map((week) => {
      const cells = week.days
        .map((d) => {
          if (!d.inMonth) return '<td class="ec-out"></td>';
          const performances = d.shows.reduce((n, s) => n + s.performances.length, 0);
          if (performances === 0) return `<td class="ec-day${d.past ? ' ec-past' : ''}">${d.day}</td>`;
          const title = `${formatDayLong(d.date)}: ${plural(d.shows.length, 'show')}, ${plural(performances, 'performance')}`;
          const href = `${page}#${dayAnchor(d.date)}`;
          return `<td class="ec-day ec-has"><a href="${escapeHtml(href)}" target="_blank" rel="noopener" title="${escapeHtml(title)}" aria-label="${escapeHtml(title)}">${d.day}</a></td>`;
        })
        .join('');
      return `<tr>${cells}</tr>`;
    })
    .join('');
  return (
    `<div class="event-calendar" data-month="${monthKey(month)}">` +
    `<table><caption><a href="${escapeHtml(page)}" target="_blank" rel="noopener">${escapeHtml(label)} shows</a></caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`
  );
}
