// The answer to a request node:http could not take in: malformed request line or headers (400),
// headers too large (431), headers too slow (408). Fixed texts only: nothing the client sent is
// repeated, and nothing is logged (bad input from a client is not a fault of the server).

export interface ClientErrorAnswer {
  status: number;
  error: string;
}

/** The answer for node:http's `clientError` code, or undefined when the connection is simply gone. */
export function clientErrorAnswer(code: string | undefined, limits: { maxHeaderBytes: number; headersTimeoutMs: number }): ClientErrorAnswer | undefined {
  switch (code) {
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ETIMEDOUT':
    case 'ERR_STREAM_DESTROYED':
      return undefined;
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, error: `Request headers too large: the request line and headers may take at most ${limits.maxHeaderBytes} bytes.` };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, error: `Request timeout: the request line and headers must arrive within ${limits.headersTimeoutMs} ms.` };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, error: 'Chunk extensions too large.' };
    default:
      return { status: 400, error: `Malformed HTTP request${code?.startsWith('HPE_') ? ` (${code})` : ''}.` };
  }
}
