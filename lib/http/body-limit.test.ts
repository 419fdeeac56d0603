import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from './handler';
import { limitRequestBody, MAX_REQUEST_BODY_BYTES } from './body-limit.mjs';

const CHUNK = 16 * 1024;

/** Sends `total` bytes as a chunked body in 16 kB chunks (or with a Content-Length), as fast as the server reads. */
function send(port: number, total: number, options: { declared?: boolean; watchUpload?: boolean } = {}) {
  return new Promise<{ status: number; body: string; uploadError?: string }>((resolve, reject) => {
    let uploadError: string | undefined;
    let answer: { status: number; body: string } | undefined;
    const settle = () => {
      if (answer === undefined) return;
      const settled = answer;
      // Watching the upload: a reset that comes after the answer counts too.
      if (options.watchUpload) setTimeout(() => resolve({ ...settled, uploadError }), 300);
      else resolve(settled);
    };
    const req = http.request(
      { port, host: '127.0.0.1', method: 'POST', path: '/api/x', headers: options.declared ? { 'content-length': String(total) } : {} },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        const done = () => {
          answer = { status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() };
          settle();
        };
        res.on('end', done);
        res.on('error', done);
      },
    );
    // The server closes the connection on a refusal: what is left unsent may fail.
    req.on('error', (error: NodeJS.ErrnoException) => {
      uploadError = error.code ?? error.message;
      if (!options.watchUpload && !req.destroyed) reject(error);
    });
    let sent = 0;
    const chunk = Buffer.alloc(CHUNK, 0x61);
    const write = () => {
      while (sent < total) {
        sent += CHUNK;
        if (!req.write(chunk.subarray(0, Math.min(CHUNK, total - sent + CHUNK)))) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('the body limit of the production server', () => {
  let server: http.Server;
  let port: number;
  let read: number[];
  let handled: number;

  beforeEach(async () => {
    read = [];
    handled = 0;
    server = http.createServer((req, res) => {
      if (!limitRequestBody(req, res)) return;
      handled += 1;
      // The application (Next) reads the whole body as it comes.
      let bytes = 0;
      read.push(0);
      const at = read.length - 1;
      req.on('data', (part: Buffer) => {
        bytes += part.length;
        read[at] = bytes;
      });
      req.on('end', () => res.end(`read ${bytes}`));
      req.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('is the limit of the API handlers', () => {
    expect(MAX_REQUEST_BODY_BYTES).toBe(64 * 1024);
    expect(MAX_JSON_BODY_BYTES).toBe(MAX_REQUEST_BODY_BYTES);
  });

  it('refuses a 2 MB chunked body with 413 after reading at most 64 kB and one chunk', async () => {
    const answer = await send(port, 2 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body).toBe('Request body is too large.');
    expect(handled).toBe(1);
    expect(read[0]).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES + CHUNK);
  });

  it('lingers before it closes: a client still sending is not reset (it could lose the 413), and the application still gets nothing more', async () => {
    // More than the kernel buffers of both ends hold: the client is still sending when the 413 comes.
    const answer = await send(port, 64 * 1024 * 1024, { watchUpload: true });
    expect(answer).toEqual({ status: 413, body: 'Request body is too large.', uploadError: undefined });
    expect(read[0]).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES + CHUNK);
  });

  it('refuses a declared Content-Length over the limit at once, before the application sees it', async () => {
    const answer = await send(port, 2 * 1024 * 1024, { declared: true });
    expect(answer.status).toBe(413);
    expect(handled).toBe(0);
  });

  it('passes bodies within the limit whole, chunked or declared', async () => {
    expect(await send(port, 48 * 1024)).toEqual({ status: 200, body: `read ${48 * 1024}` });
    expect(await send(port, MAX_REQUEST_BODY_BYTES, { declared: true })).toEqual({ status: 200, body: `read ${MAX_REQUEST_BODY_BYTES}` });
  });
});
