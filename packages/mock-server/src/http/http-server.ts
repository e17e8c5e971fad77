// The HTTP server around the app. Node's parser refuses some requests before Express sees them
// (a request line or headers over 16 KB, bytes that are not HTTP); those get the same JSON
// `{ error }` as every other refusal instead of Node's empty answer.
import { createServer, STATUS_CODES, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

function refuse(socket: Duplex, status: number, error: string): void {
  const body = JSON.stringify({ error });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function createHttpServer(app: RequestListener): Server {
  const server = createServer(app);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code === 'HPE_HEADER_OVERFLOW') refuse(socket, 431, 'The request line or its headers are too large (16 KB at most).');
    else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') refuse(socket, 408, 'The request took too long to arrive.');
    else refuse(socket, 400, 'The request is not valid HTTP.');
  });
  return server;
}
