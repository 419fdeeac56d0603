import { describe, expect, it } from 'vitest';
import { POST } from './route';

// Bad bodies are refused before anything is read or written: no database is needed here.
const post = (body: unknown) =>
  POST(new Request('http://localhost/api/chat/messages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), undefined);

const GOOD = { name: 'Ada', email: 'ada@example.com', message: 'A question about my hotel booking.' };

describe('POST /api/chat/messages refuses bad bodies with 400 and field errors', () => {
  it.each([
    ['no name', { ...GOOD, name: '  ' }, { name: ['Field is required.'] }],
    ['a name over 100 characters', { ...GOOD, name: 'x'.repeat(101) }, { name: ['Please keep your name to 100 characters.'] }],
    ['a bad e-mail', { ...GOOD, email: 'ada@' }, { email: ['Please enter a valid email address.'] }],
    ['a message under 10 characters', { ...GOOD, message: '  too short  ' }, { message: ['Please write 10 to 2000 characters.'] }],
    ['a message over 2000 characters', { ...GOOD, message: 'x'.repeat(2001) }, { message: ['Please write 10 to 2000 characters.'] }],
    ['an order number of another shape', { ...GOOD, orderNumber: 'ORDER-1' }, { orderNumber: ['Order numbers look like VG-123456789.'] }],
    ['no message at all', { name: 'Ada', email: 'ada@example.com' }, { message: ['Field is required.'] }],
  ])('%s', async (_, body, fieldErrors) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid request', fieldErrors });
  });

  it('an array instead of an object', async () => {
    const response = await post([GOOD]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, unknown> }).fieldErrors._).toBeTruthy();
  });
});
