import { formatCalendarDate } from '@/lib/dates';
import { nightsOf } from './rules';
import type { GroupRequest } from './schema';
import type { HotelChoice } from './types';

type MailText = { subject: string; text: string };

const stayLine = (checkIn: string, checkOut: string): string => {
  const nights = nightsOf(checkIn, checkOut);
  return `${formatCalendarDate(checkIn)} to ${formatCalendarDate(checkOut)} (${nights} night${nights === 1 ? '' : 's'})`;
};

/** To the sales inbox: the whole request, to quote from. */
export function salesMail(request: GroupRequest, hotel: HotelChoice | null, reference: string): MailText {
  return {
    subject: `Group request ${reference}: ${request.rooms} rooms, ${request.checkIn} to ${request.checkOut}, from ${request.name}`,
    text: [
      'A visitor sent a group travel request from the group bookings page. Reply to them by e-mail with rates, quoting the reference.',
      '',
      `Reference: ${reference}`,
      `Stay: ${stayLine(request.checkIn, request.checkOut)}`,
      `Rooms: ${request.rooms}`,
      `Guests: ${request.guests}`,
      `Budget per room per night: ${request.budgetDollars === undefined ? 'not given' : `$${request.budgetDollars.toLocaleString('en-US')}`}`,
      `Preferred hotel: ${hotel ? `${hotel.name} (product ${hotel.id})` : 'none'}`,
      '',
      `Name: ${request.name}`,
      `E-mail: ${request.email}`,
      `Phone: ${request.phone ?? 'not given'}`,
      '',
      'Message:',
      request.message,
    ].join('\n'),
  };
}

/**
 * To the visitor. It holds nothing the visitor typed (no name, no message): the form mails any
 * address it is given, so the text must be ours alone, or the site would relay anyone's words to
 * anyone. Only the dates, the rooms and the reference, which the form has validated.
 */
export function acknowledgementMail(request: GroupRequest, reference: string, site: { siteName: string; phone: string }): MailText {
  return {
    subject: `Your group request ${reference} (${request.rooms} rooms)`,
    text: [
      'Hello,',
      '',
      `Thank you for your group travel request to ${site.siteName}. Our sales team is looking for rates from several hotels and will reply by e-mail.`,
      '',
      `Reference: ${reference}`,
      `Stay: ${stayLine(request.checkIn, request.checkOut)}`,
      `Rooms: ${request.rooms}`,
      '',
      `Please quote the reference when you write or call us at ${site.phone}.`,
      'If you did not send this request, you can ignore this e-mail.',
    ].join('\n'),
  };
}
