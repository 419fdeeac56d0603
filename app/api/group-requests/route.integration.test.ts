// First: Next's modules must see the AsyncLocalStorage this helper provides when they load.
import { installTestDataCache } from '@/tests/helpers/data-cache';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GROUP_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT, GROUP_REQUESTS_MAX_PER_IP } from '@/features/group-travel/mutations';
import { GROUP_REFERENCE_PATTERN } from '@/features/group-travel/rules';
import { rows } from '@/lib/db/rows';
import { groupRequests, outbox } from '@/lib/db/schema';
import { addCalendarDays, pacificToday } from '@/lib/dates';
import { GROUP_BOOKINGS_HOW_IT_WORKS, GROUP_BOOKINGS_HOW_IT_WORKS_BEFORE } from '@/lib/db/seed/content-pages';
import { testDatabaseForSuite, testDatabaseKinds } from '@/tests/helpers/test-database';
import { POST } from './route';

installTestDataCache();

const post = (body: unknown, ip: string) =>
  POST(
    new Request('http://localhost/api/group-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vegas-client-ip': ip },
      body: JSON.stringify(body),
    }),
    undefined,
  );

const today = pacificToday(new Date());
const checkIn = addCalendarDays(today, 60);
const checkOut = addCalendarDays(today, 63);

/** A request as the form sends it (strings), from a unique address so each test reads its own mails. */
let next = 0;
function request(overrides: Record<string, unknown> = {}) {
  next += 1;
  return {
    checkIn,
    checkOut,
    rooms: '8',
    guests: '16',
    budgetDollars: '',
    preferredHotelId: '',
    name: 'Ada Lovelace',
    email: `ada.group${next}@example.com`,
    phone: '',
    message: 'A wedding party of sixteen. Close to the chapel, please, and a pool.',
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('POST /api/group-requests (%s)', (kind) => {
  const database = testDatabaseForSuite(kind, { seed: true });
  const mailsTo = (to: string) => database().db.select().from(outbox).where(eq(outbox.to, to));
  const counts = async () => ({
    requests: (await database().db.select().from(groupRequests)).length,
    mails: (await database().db.select().from(outbox)).length,
  });

  it('stores the request with a reference, mails the whole of it to sales and only the dates, rooms and reference to the requester', async () => {
    const [hotel] = await rows<{ id: number; name: string }>(database().db, sql`select id, name from products where type = 'HOTEL' order by id limit 1`);
    const body = request({ budgetDollars: '$180', preferredHotelId: String(hotel!.id), phone: '+1 702 555 0100', email: 'Ada.Group@Example.com' });
    const salesBefore = (await mailsTo('sales@vegasgo.example')).length;
    const response = await post(body, '198.51.100.60');
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as { reference: string; checkIn: string; checkOut: string; rooms: number; email: string };
    expect(receipt).toEqual({ reference: expect.stringMatching(GROUP_REFERENCE_PATTERN), checkIn, checkOut, rooms: 8, email: 'ada.group@example.com' });

    const stored = await database().db.select().from(groupRequests).where(eq(groupRequests.reference, receipt.reference));
    expect(stored).toEqual([
      expect.objectContaining({
        checkIn,
        checkOut,
        rooms: 8,
        guests: 16,
        budgetCents: 18_000,
        preferredHotelId: hotel!.id,
        preferredHotelName: hotel!.name,
        name: 'Ada Lovelace',
        email: 'ada.group@example.com',
        phone: '+1 702 555 0100',
        message: 'A wedding party of sixteen. Close to the chapel, please, and a pool.',
      }),
    ]);

    const toSales = await mailsTo('sales@vegasgo.example');
    expect(toSales).toHaveLength(salesBefore + 1);
    const sales = toSales.find((m) => m.subject.includes(receipt.reference))!;
    expect(sales.subject).toBe(`Group request ${receipt.reference}: 8 rooms, ${checkIn} to ${checkOut}, from Ada Lovelace`);
    for (const line of ['Rooms: 8', 'Guests: 16', 'Budget per room per night: $180', `Preferred hotel: ${hotel!.name} (product ${hotel!.id})`, 'E-mail: ada.group@example.com', 'Phone: +1 702 555 0100', 'Close to the chapel'])
      expect(sales.text).toContain(line);

    const toVisitor = await mailsTo('ada.group@example.com');
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]!.subject).toBe(`Your group request ${receipt.reference} (8 rooms)`);
    expect(toVisitor[0]!.text).toContain(`Reference: ${receipt.reference}`);
    expect(toVisitor[0]!.text).toContain('Rooms: 8');
    expect(toVisitor[0]!.text).toMatch(/Stay: \w+ \d+, \d{4} to \w+ \d+, \d{4} \(3 nights\)/);
    expect(toVisitor[0]!.text).toContain('call us at 1-888-555-0142');
    // Nothing the visitor typed goes back out: not the message, the name, the phone or the budget.
    for (const typed of ['chapel', 'Ada', 'Lovelace', '555 0100', '180', hotel!.name]) expect(`${toVisitor[0]!.subject}\n${toVisitor[0]!.text}`).not.toContain(typed);
  });

  it('answers bad input with 400 and field errors, and stores, counts and sends nothing', async () => {
    const [show] = await rows<{ id: number }>(database().db, sql`select id from products where type = 'SHOW' order by id limit 1`);
    const before = await counts();
    const ip = '198.51.100.61';
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ rooms: '4', guests: '4' }, { rooms: ['Please enter 5 to 50 rooms. For 1 to 4 rooms, book online.'] }],
      [{ checkIn: addCalendarDays(today, -1) }, { checkIn: ['Check-in cannot be in the past.'] }],
      [{ checkOut: checkIn }, { checkOut: ['Check-out must be at least one night after check-in.'] }],
      [{ email: 'ada@', name: '', message: 'short' }, { email: ['Please enter a valid email address.'], name: ['Field is required.'], message: ['Please write 10 to 2000 characters.'] }],
      [{ guests: '3' }, { guests: ['Please enter at least one guest a room and at most 4 a room.'] }],
      [{ budgetDollars: '-5' }, { budgetDollars: ['Please enter a whole-dollar budget from $1 to $10,000, or leave it empty.'] }],
      // A product that is no hotel, or no product at all.
      [{ preferredHotelId: String(show!.id) }, { preferredHotelId: ['Please choose a hotel from the list.'] }],
      [{ preferredHotelId: '99999999' }, { preferredHotelId: ['Please choose a hotel from the list.'] }],
    ];
    for (const [overrides, fieldErrors] of cases) {
      const response = await post(request(overrides), ip);
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(await response.json()).toEqual({ error: 'Invalid request', fieldErrors });
    }
    expect((await post([request()], ip)).status).toBe(400);
    expect(await counts()).toEqual(before);
    // None of them counted against the address.
    for (let i = 0; i < GROUP_REQUESTS_MAX_PER_IP; i++) expect((await post(request(), ip)).status).toBe(201);
  });

  it(`refuses requests after ${GROUP_REQUESTS_MAX_PER_IP} from one address in 15 minutes with 429, storing and sending nothing; other addresses still get through`, async () => {
    const ip = '198.51.100.62';
    for (let i = 0; i < GROUP_REQUESTS_MAX_PER_IP; i++) expect((await post(request(), ip)).status).toBe(201);
    const before = await counts();
    const refused = await post(request(), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({
      error: 'You have sent several group requests in a short time. Please wait 15 minutes before sending another, or call us at 1-888-555-0142.',
    });
    expect(await counts()).toEqual(before);
    expect((await post(request(), '198.51.100.63')).status).toBe(201);
  });

  it(`acknowledges at most ${GROUP_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT} requests per recipient in 15 minutes, from any addresses; sales still gets every request`, async () => {
    const salesBefore = (await mailsTo('sales@vegasgo.example')).length;
    for (let i = 0; i < GROUP_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT + 2; i++) {
      expect((await post(request({ email: 'flooded.group@example.com' }), `203.0.113.${i + 70}`)).status).toBe(201);
    }
    expect(await mailsTo('flooded.group@example.com')).toHaveLength(GROUP_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT);
    expect(await mailsTo('sales@vegasgo.example')).toHaveLength(salesBefore + GROUP_ACKNOWLEDGEMENTS_MAX_PER_RECIPIENT + 2);
  });

  it('migration 0017 puts the form first on a group page seeded before it and corrects its seeded text, once; an edited text and other pages are left alone', async () => {
    const db = database().db;
    const page = (widgets: unknown[]) => ({ name: 'Group Bookings', layoutId: 'link-farm', type: 'LINK_FARM', dateBased: false, seoMeta: {}, content: { pageHeader: 'Group Bookings', widgets } });
    const tips = { widgetType: 'tips', heading: 'Insider tips', tips: [] };
    const how = (body: string) => ({ widgetType: 'markdownBlock', heading: 'How group bookings work', body });
    // The seed writes the page with the form first and the corrected text.
    const [seeded] = await rows<{ widgets: { widgetType: string; body?: string }[] }>(db, sql`select data->'content'->'widgets' as widgets from content_entries where url = '/lounge/group-bookings/'`);
    expect(seeded!.widgets[0]).toEqual({ widgetType: 'groupRequestForm' });
    expect(seeded!.widgets.filter((w) => w.widgetType === 'markdownBlock').map((w) => w.body)).toEqual([GROUP_BOOKINGS_HOW_IT_WORKS]);
    await db.execute(sql`delete from content_entries where url in ('/lounge/group-bookings/', '/lounge/golf/')`);
    await db.execute(
      sql`insert into content_entries (url, type, data) values
            ('/lounge/group-bookings/', 'page', ${JSON.stringify(page([how(GROUP_BOOKINGS_HOW_IT_WORKS_BEFORE), tips]))}::jsonb),
            ('/lounge/golf/', 'page', ${JSON.stringify(page([how(GROUP_BOOKINGS_HOW_IT_WORKS_BEFORE)]))}::jsonb)`,
    );
    const statements = readFileSync('lib/db/migrations/0017_group_requests.sql', 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => s.includes('UPDATE "content_entries"'));
    expect(statements).toHaveLength(2);
    const migrate = async () => {
      for (const statement of statements) await db.execute(sql.raw(statement));
    };
    const widgets = () => rows<{ url: string; widgets: unknown[] }>(db, sql`select url, data->'content'->'widgets' as widgets from content_entries where url in ('/lounge/group-bookings/', '/lounge/golf/') order by url`);
    await migrate();
    await migrate();
    expect(await widgets()).toEqual([
      { url: '/lounge/golf/', widgets: [how(GROUP_BOOKINGS_HOW_IT_WORKS_BEFORE)] },
      { url: '/lounge/group-bookings/', widgets: [{ widgetType: 'groupRequestForm' }, how(GROUP_BOOKINGS_HOW_IT_WORKS), tips] },
    ]);

    await db.execute(sql`update content_entries set data = ${JSON.stringify(page([how('Our own words.')]))}::jsonb where url = '/lounge/group-bookings/'`);
    await migrate();
    expect((await widgets())[1]).toEqual({ url: '/lounge/group-bookings/', widgets: [{ widgetType: 'groupRequestForm' }, how('Our own words.')] });
  });
});
