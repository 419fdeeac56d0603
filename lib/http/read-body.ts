/**
 * Reads a request's body up to `maxBytes`, counting the bytes as they stream in: a body that
 * goes over (chunked, or with a false Content-Length) is cut there and its stream cancelled, so
 * no more than the limit and one chunk is ever held. Answers the bytes, or `null` when the body
 * is too large.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * The request with its body read within `maxBytes` (readBodyWithin) and held in memory, for a
 * library that reads the body itself (better-auth, graphql-yoga) and would read it whole; `null`
 * when the body is too large. A request without a body is answered as it is.
 */
export async function withinBodyLimit(request: Request, maxBytes: number): Promise<Request | null> {
  if (request.body === null) return request;
  const body = await readBodyWithin(request, maxBytes);
  if (body === null) return null;
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
}
