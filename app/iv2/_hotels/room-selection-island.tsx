'use client';

import { useEffect, useState } from 'react';
import { RoomSelection, RoomSelectionLoading, type Party, type RoomSelectionProps } from '@/features/hotels/components/room-selection';
import { roomQtyParam, stayParty } from '@/features/hotels/rules';
import { readRooms } from '@/features/search/search-cookies';
import { DEFAULT_ADULTS } from '@/features/search/widget-rules';

/**
 * The room selection island with the visitor's party: the url's `?roomQty=` (the details page's
 * room count) and the rooms and guests of their last hotel search (search cookies). Both are read
 * in the browser, so the cached page is the same for everyone; rooms and prices load once the
 * party is known.
 */
export function RoomSelectionIsland(props: Omit<RoomSelectionProps, 'party'>) {
  const [party, setParty] = useState<Party | null>(null);
  useEffect(() => {
    // The cookies and the query exist only in the browser: read after hydration, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setParty(stayParty(readRooms(), roomQtyParam(window.location.search), DEFAULT_ADULTS));
  }, []);
  if (party === null) return <RoomSelectionLoading />;
  return <RoomSelection {...props} party={party} />;
}
