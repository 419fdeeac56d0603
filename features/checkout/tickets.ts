import 'server-only';
import QRCode from 'qrcode';
import { getEnv } from '@/lib/env';
import { absoluteUrl, routes } from '@/lib/routes';
import { getTicket, type TicketPageView } from './queries';

/**
 * Error correction 'M' (15%): a phone held to a scuffed print-out or a cracked screen still
 * reads it, and a ticket url stays a small code (version 3 to 5) that scans from across a desk.
 */
export const TICKET_QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** The code's modules per side for this content (what the SVG's viewBox holds, less the margin). */
export function qrModuleCount(content: string): number {
  return QRCode.create(content, TICKET_QR_OPTIONS).modules.size;
}

/**
 * A QR code of `content` as an SVG document, made on the server: the ticket page needs no
 * script to show it, and it prints sharp at any size.
 */
export async function ticketQrSvg(content: string): Promise<string> {
  return QRCode.toString(content, { ...TICKET_QR_OPTIONS, type: 'svg', color: { dark: '#000000', light: '#ffffff' } });
}

/** The ticket page's absolute address: what the e-mail links to and what the code encodes. */
export function ticketUrl(ticketId: string, siteUrl = getEnv().SITE_URL): string {
  return absoluteUrl(routes.ticketViewer.build({ ticketId }), siteUrl);
}

export interface TicketPage {
  readonly ticket: TicketPageView;
  readonly url: string;
  readonly qrSvg: string;
}

/** A ticket with its code; null when the id is malformed or names no ticket. */
export async function getTicketPage(ticketId: string): Promise<TicketPage | null> {
  const parsed = routes.ticketViewer.parseSegments(['iv2', 'tickets', ticketId]);
  if (!parsed) return null;
  const ticket = await getTicket(parsed.ticketId);
  if (!ticket) return null;
  const url = ticketUrl(ticket.id);
  return { ticket, url, qrSvg: await ticketQrSvg(url) };
}
