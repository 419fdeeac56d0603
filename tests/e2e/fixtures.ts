import { test as base, expect, type Page } from '@playwright/test';

/**
 * A router prefetch (`?_rsc=`) of a path that has no page yet: the server answers 404, as it
 * should, and Chromium logs it as a console error. Links to sections that later issues build
 * (the main nav's line pages) do this until those pages land.
 */
function isPrefetchOfMissingPage(text: string, url: string): boolean {
  return text.includes('status of 404') && new URL(url, 'http://localhost').searchParams.has('_rsc');
}

/** Console errors and uncaught exceptions of a page (hydration warnings arrive as console errors). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isPrefetchOfMissingPage(message.text(), message.location().url)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the page has hydrated and its client islands have fetched (the header's cart
 * count is the first to answer). Not 'networkidle': Chromium can leave the router's cached
 * segment prefetches of an ISR page open after a reload, so the network never goes idle.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.getByTestId('cart-count')).toHaveText(/^\d+$/);
}

/** A Pacific calendar date `days` after today (`yyyy-MM-dd`), as the site's searches count days. */
export function pacificDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `yyyy-MM-dd` as the search widgets' text date `MM/dd/yyyy`. */
export const textDate = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * Sums the page's layout shifts not caused by input (CLS as web-vitals counts a short visit):
 * call before `page.goto`, read with `layoutShifts` once the page has loaded what it loads.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __shifts: number };
    state.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
}

/** The guest details step with a test guest and `email`, then on to billing (waits until billing can take the card). */
/**
 * The JSON answer of the page's next hold (POST /api/holds). Add to Cart goes on to the cart the
 * moment the answer arrives, and Chromium drops a response's body with the page, so Playwright
 * cannot read it afterwards: the page's own fetch keeps a copy in session storage (which survives
 * the navigation) before the app sees the answer.
 */
export async function nextHoldAnswer<T = { seatIds: number[] } & Record<string, unknown>>(page: Page): Promise<{ answer: () => Promise<T> }> {
  await page.evaluate(() => {
    sessionStorage.removeItem('e2e-hold-answer');
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(url, location.href).pathname === '/api/holds' && (init?.method ?? 'GET').toUpperCase() === 'POST') {
        sessionStorage.setItem('e2e-hold-answer', JSON.stringify(await response.clone().json()));
      }
      return response;
    };
  });
  const stored = async () => {
    try {
      return await page.evaluate(() => sessionStorage.getItem('e2e-hold-answer'));
    } catch {
      return null; // the page is between documents
    }
  };
  return {
    answer: async () => {
      await expect.poll(stored).not.toBeNull();
      return JSON.parse((await stored()) ?? 'null') as T;
    },
  };
}

export async function fillGuestInfo(page: Page, email: string): Promise<void> {
  const form = page.getByTestId('guest-info-form');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Phone').fill('702 555 0100');
  await form.getByRole('button', { name: 'Continue to Billing & Payment' }).click();
  await expect(page).toHaveURL(/\/iv2\/billing$/);
  // Enabled once hydrated: typing before that could be reset by hydration.
  await expect(page.getByTestId('place-order')).toBeEnabled();
}

/** The billing form's address (Las Vegas, NV 89109) and card fields with the test card `number` (4242 4242 4242 4242 approves). */
export async function fillCard(page: Page, number = '4242 4242 4242 4242'): Promise<void> {
  const form = page.getByTestId('billing-form');
  await form.getByLabel('ZIP / postal code').fill('89109');
  await form.getByLabel('City').fill('Las Vegas');
  await form.getByLabel('State / province').fill('NV');
  await form.getByLabel('Card number', { exact: true }).fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/31');
  await form.getByLabel('Security code').fill('123');
}

/** A Content-Security-Policy violation as Chromium reports it (a console error, or the page's event). */
const isCspViolation = (text: string) => /Content Security Policy|CSP violation/i.test(text);

/**
 * Every test fails on a Content-Security-Policy violation of its page (issue 25 item 6: the site
 * must work under its policy): Chromium's console error, and the `securitypolicyviolation` event
 * for what it does not log.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (isCspViolation(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** A fresh address per run: the e2e database lives as long as the server. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * The first link (matching `pattern`) of the newest mail to `to` with `subject` from the
 * development outbox page, as a same-origin path: the mail's links use SITE_URL, the browser talks to this test server.
 */
export async function linkFromOutbox(page: Page, to: string, subject: RegExp, pattern: RegExp = /https?:\/\/\S+/): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    await page.goto('/iv2/dev/outbox');
    const mail = page.locator(`[data-testid="outbox-mail"][data-to="${to}"]`).filter({ has: page.getByTestId('outbox-subject').getByText(subject) });
    const text = await mail.first().getByTestId('outbox-text').textContent({ timeout: 1000 });
    const match = pattern.exec(text ?? '');
    expect(match).not.toBeNull();
    const url = new URL(match![0]);
    link = `${url.pathname}${url.search}`;
  }).toPass({ timeout: 15_000 });
  return link!;
}
