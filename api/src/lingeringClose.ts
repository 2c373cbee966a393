// Closing a connection while the client is still sending, the way nginx and Apache do it ("lingering close").
// Node closes a `Connection: close` answer's socket the moment the answer is written. If the client is still sending
// (a refused 200 MB upload), the kernel answers its next bytes with a reset, and a client that is writing when the reset
// arrives reports ECONNRESET without ever reading the 413 waiting in its buffer (seen in CI: the upload test's client
// never got its answer). So: send the answer, half-close, read and drop what still arrives until the client closes or
// LINGER_MS pass, then close.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export const LINGER_MS = 5_000;

/** Makes this request's connection close lingeringly once its answer is sent (call before sending it). */
export function closeLingering(request: IncomingMessage, lingerMs = LINGER_MS): void {
  const socket = request.socket as Socket & { lingering?: true };
  if (socket.lingering) return;
  socket.lingering = true;
  // Node calls destroySoon() after writing a `Connection: close` answer (_http_server's resOnFinish).
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    // Whatever still arrives is read and dropped: the request (a consumer may have stopped reading it) and the socket.
    request.resume();
    this.resume();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once('end', () => this.destroy());
    this.once('close', () => clearTimeout(timer));
  };
}
