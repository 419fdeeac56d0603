// The request body limit of the production server (scripts/server.mjs), before Next or any
// handler runs: the site takes small forms and JSON only (no uploads, no server actions), so no
// body may exceed MAX_REQUEST_BODY_BYTES, the limit the API handlers apply too
// (lib/http/handler.ts, lib/http/read-body.ts).
//
// - A declared Content-Length over the limit is answered 413 at once; not a byte of it is read.
// - A chunked body is counted as it arrives from the socket (each chunk the HTTP parser hands to
//   the request, before any reader sees it): past the limit the request gets no more bytes, the
//   socket stops being read, 413 is sent with `Connection: close`, and the socket closes once it
//   is out. So no more than the limit and one chunk is ever read by the application.
// - Closing a socket with unread bytes sends a reset, and a client still sending may then lose the
//   413 it was sent. So the close lingers (as nginx's does): the socket is half-closed and what
//   the client still sends is read and dropped for at most LINGER_MS, then the socket is closed.
// Plain JavaScript: the server loads it without a build step.

export const MAX_REQUEST_BODY_BYTES = 64 * 1024;
/** How long a refused request's socket is still read (and dropped) after its 413 went out. */
export const LINGER_MS = 2_000;

/** @typedef {import('node:http').IncomingMessage} Req @typedef {import('node:http').ServerResponse} Res */

const TOO_LARGE = 'Request body is too large.';

/**
 * Sends the 413 and closes the connection once it is out, lingering (see above). `drain` makes
 * the request's counting push take (and drop) what still arrives.
 * @param {Req} req @param {Res} res @param {() => void} drain
 */
function refuseAndClose(req, res, drain) {
  const socket = req.socket;
  socket.pause();
  // Node closes a `Connection: close` response's socket with destroySoon() once it is sent.
  socket.destroySoon = function lingeringClose() {
    drain();
    socket.end();
    socket.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  refuse(res);
  // However the response ended (the application may have answered first, keeping the connection), the socket goes.
  res.once('close', () => setTimeout(() => socket.destroy(), LINGER_MS).unref());
}

/** @param {Res} res */
function refuse(res) {
  // What the application may still try to write after this is dropped, not thrown.
  res.on('error', () => {});
  if (res.headersSent || res.writableEnded) return;
  res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close', 'content-length': String(Buffer.byteLength(TOO_LARGE)) });
  res.end(TOO_LARGE);
}

/**
 * Applies the body limit to a request. Answers false when the request was refused at once (the
 * caller must not handle it); true otherwise, the body then being counted as it streams.
 * @param {Req} req @param {Res} res @param {number} [maxBytes]
 */
export function limitRequestBody(req, res, maxBytes = MAX_REQUEST_BODY_BYTES) {
  let received = 0;
  let cut = false;
  let draining = false;
  const drain = () => {
    draining = true;
  };
  const push = req.push;
  req.push = function countedPush(/** @type {any} */ chunk, /** @type {any} */ encoding) {
    // Past the limit nothing reaches the application; while lingering, what arrives is dropped.
    if (cut) return draining;
    if (chunk !== null && chunk !== undefined) {
      received += typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.length;
      if (received > maxBytes) {
        cut = true;
        refuseAndClose(req, res, drain);
        // The application's read never ends with a truncated body: the socket closing fails it.
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > maxBytes) {
    cut = true;
    refuseAndClose(req, res, drain);
    return false;
  }
  return true;
}
