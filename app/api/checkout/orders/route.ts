import { findSignedInProfile } from '@/features/accounts/queries';
import { CART_COOKIE } from '@/features/cart/queries';
import { checkoutResponse } from '@/features/checkout/http';
import { placeOrder, type PaymentChoice } from '@/features/checkout/mutations';
import { parseExpiry, normaliseCardNumber } from '@/lib/payments/card-rules';
import { getCartGuest } from '@/features/checkout/queries';
import { billingSchema, cardSchema } from '@/features/checkout/schema';
import { AppError } from '@/lib/errors';
import { parseInput, withBody } from '@/lib/http/handler';
import { readCookie } from '@/lib/http/cookies';
import { requireJson } from '@/lib/http/require-json';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

/**
 * POST /api/checkout/orders: billing and payment. Places the order of the cart the billing page
 * was rendered for (which must be the visitor's own, or a booked one: then the answer is that
 * it is booked), paying by test card or starting PayPal. Amounts come from the database only;
 * the page's shown total is ignored.
 */
export const POST = withBody(
  billingSchema,
  async (body, request) => {
    requireJson(request);
    const cookieCart = readCookie(request, CART_COOKIE);
    if (cookieCart !== body.cartId) {
      // Another tab finished this cart (and dropped the cookie): say so rather than "empty".
      const saved = await getCartGuest(body.cartId);
      if (!saved?.booked) throw new AppError('CONFLICT', 'This is not your current cart. Please reload the page.');
    }
    let payment: PaymentChoice;
    if (body.paymentType === 'paypal') {
      const origin = new URL(request.url).origin;
      // The return route without its token: PayPal appends `?token={order id}` itself.
      payment = {
        type: 'paypal',
        returnUrl: (status) => {
          const url = new URL(routes.paypal.build({ status, token: 'x' }), origin);
          url.search = '';
          return url.toString();
        },
      };
    } else if (body.cardNumber || body.cardExpiry || body.cardCvc) {
      const card = parseInput(cardSchema, { cardNumber: body.cardNumber ?? '', cardExpiry: body.cardExpiry ?? '', cardCvc: body.cardCvc ?? '' });
      const expiry = parseExpiry(card.cardExpiry, new Date());
      if (!expiry) throw new AppError('BAD_REQUEST', 'This card has expired.', { fieldErrors: { cardExpiry: ['This card has expired.'] } });
      payment = {
        type: 'card',
        card: {
          number: normaliseCardNumber(card.cardNumber),
          expiryMonth: expiry.month,
          expiryYear: expiry.year,
          cvc: card.cardCvc,
          holderName: `${body.ccFirstName} ${body.ccLastName}`,
          postalCode: body.ccPostalCode,
          country: body.ccCountry,
        },
      };
    } else {
      payment = { type: 'card', card: null };
    }
    const saved = await getCartGuest(body.cartId);
    const member = await findSignedInProfile(request.headers);
    const result = await placeOrder({
      cartId: body.cartId,
      submissionKey: body.submissionKey,
      details: {
        email: body.email,
        firstName: saved?.guest?.firstName ?? body.ccFirstName,
        lastName: saved?.guest?.lastName ?? body.ccLastName,
        phone: body.phone,
        country: body.ccCountry,
        postalCode: body.ccPostalCode,
        promoCode: body.promoCode ?? null,
        giftCardCode: body.giftCardCode ?? null,
        userId: member?.id ?? null,
      },
      payment,
    });
    return checkoutResponse(request, result);
  },
  { label: 'api/checkout/orders' },
);
