'use client';

import { createContext } from 'react';

/**
 * Asks for the visitor's cart again after a change (Remove, Hold Again, a hold running out).
 * The cart page is one cached page for everyone (issue 27): its items are a client island that
 * fetches the visitor's cart (cart-island.tsx) and provides this; refreshing the page's route
 * would only fetch the same cached page again. Resolves once the new cart is shown.
 */
export const CartRefreshContext = createContext<() => Promise<unknown>>(() => Promise.resolve());
