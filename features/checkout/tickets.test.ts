import { describe, expect, it } from 'vitest';
import { qrModuleCount, ticketQrSvg, ticketUrl, TICKET_QR_OPTIONS } from './tickets';

const SITE = 'https://www.vegasgo.example';
const ID = 'AbCdEfGhIjKlMnOpQrStUv_-';

describe('ticket QR codes', () => {
  it("encodes the ticket page's absolute address", () => {
    expect(ticketUrl(ID, SITE)).toBe(`${SITE}/iv2/tickets/${ID}`);
  });

  it('is an SVG document sized for the content (modules plus the quiet zone)', async () => {
    const url = ticketUrl(ID, SITE);
    const svg = await ticketQrSvg(url);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    const size = qrModuleCount(url) + 2 * TICKET_QR_OPTIONS.margin;
    expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
    // 64 bytes at level M need version 5 (37 modules; version 4 holds 62): an ordinary site's
    // ticket url stays a small code.
    expect(url.length).toBe(64);
    expect(qrModuleCount(url)).toBe(37);
    // Drawn modules only: no script, no external reference.
    expect(svg).not.toMatch(/<script|href=|xlink/i);
  });

  it('grows with the content and differs between tickets', async () => {
    const short = await ticketQrSvg(ticketUrl(ID, SITE));
    const other = await ticketQrSvg(ticketUrl('ZyXwVuTsRqPoNmLkJiHgFeDc', SITE));
    expect(other).not.toBe(short);
    expect(qrModuleCount(ticketUrl(ID, 'https://tickets.a-much-longer-host-name-that-needs-a-bigger-code.example'))).toBeGreaterThan(qrModuleCount(ticketUrl(ID, SITE)));
  });
});
