// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SitePhoneProvider } from '@/components/site-phone';
import { SearchWidget } from './search-widget';
import { forgetCachedFetches } from '@/components/use-cached-fetch';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

afterEach(() => {
  forgetCachedFetches();
  cleanup();
  vi.unstubAllGlobals();
});

function renderWidget(productType: 'HOTEL' | 'AIR_HOTEL', phone: string | null) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ groups: [] }), { headers: { 'Content-Type': 'application/json' } })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SitePhoneProvider phone={phone}>
        <SearchWidget productType={productType} groupTravelHref="/lounge/group-bookings" />
      </SitePhoneProvider>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('group', { name: 'Room 1' }));
}

describe('the infant phone note (ticket-buying 1: "Phone support is mentioned for infant bookings")', () => {
  it.each(['HOTEL', 'AIR_HOTEL'] as const)('%s: shows the site phone once a child under 2 is entered', (productType) => {
    const room = renderWidget(productType, '1-888-555-0142');
    fireEvent.change(room.getByLabelText('Children'), { target: { value: '1' } });
    expect(room.queryByTestId('infant-phone-note')).toBeNull();
    fireEvent.change(room.getByLabelText('Child 1 age'), { target: { value: '5' } });
    expect(room.queryByTestId('infant-phone-note')).toBeNull();
    fireEvent.change(room.getByLabelText('Child 1 age'), { target: { value: '0' } });
    const note = room.getByTestId('infant-phone-note');
    expect(note.textContent).toBe('Travelling with an infant? Please call us at 1-888-555-0142 and we will help you book.');
    expect(within(note).getByRole('link', { name: '1-888-555-0142' }).getAttribute('href')).toBe('tel:+18885550142');
    fireEvent.change(room.getByLabelText('Child 1 age'), { target: { value: '1' } });
    expect(room.getByTestId('infant-phone-note')).toBeTruthy();
  });

  it('says nothing where the site has no phone configured', () => {
    const room = renderWidget('HOTEL', null);
    fireEvent.change(room.getByLabelText('Children'), { target: { value: '1' } });
    fireEvent.change(room.getByLabelText('Child 1 age'), { target: { value: '0' } });
    expect(room.queryByTestId('infant-phone-note')).toBeNull();
  });
});
