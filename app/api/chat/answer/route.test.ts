import { describe, expect, it } from 'vitest';
import { POST } from './route';

// Bad bodies are refused before anything is read: no database is needed (or opened) here.
const post = (body: string, contentType = 'application/json') =>
  POST(new Request('http://localhost/api/chat/answer', { method: 'POST', headers: { 'content-type': contentType }, body }), undefined);

describe('POST /api/chat/answer refuses bad bodies with 400 and a message', () => {
  it.each([
    ['a one-character question', JSON.stringify({ question: ' a ' })],
    ['a question of spaces', JSON.stringify({ question: '      ' })],
    ['a question over 300 characters', JSON.stringify({ question: 'x'.repeat(301) })],
    ['no question', JSON.stringify({})],
    ['a number', JSON.stringify({ question: 42 })],
  ])('%s', async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid request', fieldErrors: { question: ['Please type a question of 2 to 300 characters.'] } });
  });

  it('a body that is not JSON', async () => {
    const response = await post('question=hi');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid request', fieldErrors: { _: ['Request body must be valid JSON.'] } });
  });

  it('a valid question not sent as JSON', async () => {
    const response = await post(JSON.stringify({ question: 'minimum age' }), 'text/plain');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Send the request as application/json.' });
  });
});
