/** A chunked request body of `total` bytes in 16 kB chunks, counting how many bytes were pulled. */
export function chunkedRequest(total: number, headers: Record<string, string> = {}, url = 'http://localhost/api/x') {
  const chunk = new Uint8Array(16 * 1024).fill(0x61);
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  return { request, pulled };
}
