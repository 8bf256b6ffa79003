import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { errorCatalogue, type ErrorCode } from '../errors/error-catalogue';

/**
 * Requests Node refuses before Fastify sees them (headers too large, unparsable request line)
 * are still answered in our `{code, message}` shape: 431 `header_fields_too_large` or 400
 * `invalid_request`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW' ? 'header_fields_too_large' : 'invalid_request';
  const { http: status, message } = errorCatalogue[code];
  const body = JSON.stringify({ code, message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  socket.destroy();
}
