// Malformed and hostile requests, each with what its sender must get: the status, and whether
// the connection ends. Shared by malformed.test.ts and the soak (soak.ts), which replays them
// many times mixed with valid deliveries.
import { request, SECRET } from './requests.js';

export interface Attack {
  name: string;
  /** Raw pieces written in order (a number waits that many ms). */
  send: Array<string | Buffer>;
  /** The status the sender must get. */
  status: number;
  /** The server must close the connection after answering (the request cannot be framed, or its body is refused). */
  closes: boolean;
  /** Half-closes the connection after sending (the sender says it has nothing more). */
  halfClose?: boolean;
  /** The answer comes from node:http itself, without a JSON body. */
  bare?: boolean;
}

const route = '/webhooks/count';
const withSecret = [`X-Webhook-Secret: ${SECRET}`];

export const ATTACKS: Attack[] = [
  { name: 'binary garbage instead of a request line', send: [Buffer.from([0, 1, 2, 3, 255, 254, 13, 10, 13, 10])], status: 400, closes: true },
  { name: 'method with a forbidden character', send: [request(`FO@O ${route} HTTP/1.1`)], status: 400, closes: true },
  { name: 'lower-case method', send: [request(`post ${route} HTTP/1.1`)], status: 400, closes: true },
  { name: 'unknown HTTP version 9.9', send: [request(`POST ${route} HTTP/9.9`)], status: 400, closes: true },
  { name: 'space inside the URL', send: [request(`POST /webhooks/co unt HTTP/1.1`)], status: 400, closes: true },
  { name: 'NUL byte inside the URL', send: [request(`POST /webhooks/co\0unt HTTP/1.1`)], status: 400, closes: true },
  { name: 'header line without a colon', send: [request(`POST ${route} HTTP/1.1`, ['Foo'])], status: 400, closes: true },
  { name: 'space before a header colon', send: [request(`POST ${route} HTTP/1.1`, ['X-A : b'])], status: 400, closes: true },
  { name: 'header name with a separator', send: [request(`POST ${route} HTTP/1.1`, ['X(y): z'])], status: 400, closes: true },
  { name: 'control character in a header value', send: [request(`POST ${route} HTTP/1.1`, ['X-A: a\x01b'])], status: 400, closes: true },
  { name: 'obsolete folded header line', send: [request(`POST ${route} HTTP/1.1`, ['X-A: a', ' b'])], status: 400, closes: true },
  { name: 'bare LF line endings', send: [`POST ${route} HTTP/1.1\nHost: x\n\n`], status: 400, closes: true },
  { name: 'bare CR line endings', send: [`POST ${route} HTTP/1.1\rHost: x\r\r`], status: 400, closes: true },
  { name: 'missing Host header (HTTP/1.1)', send: [`POST ${route} HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}`], status: 400, closes: true, bare: true },
  {
    name: 'two different Content-Length values',
    send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Content-Length: 2', 'Content-Length: 3'], '{}')],
    status: 400,
    closes: true,
  },
  { name: 'non-numeric Content-Length', send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Content-Length: abc'])], status: 400, closes: true },
  { name: 'negative Content-Length', send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Content-Length: -1'])], status: 400, closes: true },
  {
    name: 'Content-Length and chunked Transfer-Encoding together (request smuggling)',
    send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Content-Length: 5', 'Transfer-Encoding: chunked'], '0\r\n\r\n')],
    status: 400,
    closes: true,
  },
  {
    name: 'chunk size that is not hexadecimal',
    send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Transfer-Encoding: chunked'], 'zz\r\nabc\r\n0\r\n\r\n')],
    status: 400,
    closes: true,
  },
  {
    name: 'chunk size that overflows',
    send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Transfer-Encoding: chunked'], 'ffffffffffffffffffff\r\nabc')],
    status: 400,
    closes: true,
  },
  {
    name: 'chunk without its CRLF terminator',
    send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Transfer-Encoding: chunked'], '2\r\n{}XX0\r\n\r\n')],
    status: 400,
    closes: true,
  },
  { name: 'HTTP/2 connection preface', send: ['PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'], status: 400, closes: true },
  { name: 'CONNECT tunnel request', send: [request('CONNECT evil.example:443 HTTP/1.1')], status: 405, closes: true },
  {
    name: 'unknown Expect value',
    send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Expect: teapot', 'Content-Length: 2'], '{}')],
    status: 417,
    closes: true,
  },
  { name: 'URL of 20 KiB', send: [request(`POST /webhooks/${'a'.repeat(20 * 1024)} HTTP/1.1`)], status: 431, closes: true },
  {
    name: '300 headers of 70 bytes (21 KiB)',
    send: [
      request(
        `POST ${route} HTTP/1.1`,
        Array.from({ length: 300 }, (_, i) => `X-H${i}: ${'v'.repeat(60)}`),
      ),
    ],
    status: 431,
    closes: true,
  },
  { name: 'one header value of 32 KiB', send: [request(`POST ${route} HTTP/1.1`, [`X-Big: ${'v'.repeat(32 * 1024)}`])], status: 431, closes: true },
  {
    name: 'secret header of 32 KiB',
    send: [request(`POST ${route} HTTP/1.1`, [`X-Webhook-Secret: ${SECRET}${'v'.repeat(32 * 1024)}`])],
    status: 431,
    closes: true,
  },
  {
    name: 'body that is not UTF-8 JSON',
    send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Content-Length: 4']), Buffer.from([0xff, 0xfe, 0x7b, 0x7d])],
    status: 400,
    closes: false,
  },
  {
    name: 'body shorter than its Content-Length, then silence',
    send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Content-Length: 100'], '{"event":')],
    status: 408,
    closes: true,
  },
  {
    name: 'body shorter than its Content-Length, then a half-close',
    send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Content-Length: 100'], '{"event":')],
    halfClose: true,
    status: 400,
    closes: true,
  },
  { name: 'empty body', send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Content-Length: 0'])], status: 400, closes: false },
  {
    name: 'JSON array instead of an object',
    send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Content-Length: 2'], '[]')],
    status: 422,
    closes: false,
  },
  { name: 'JSON null', send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Content-Length: 4'], 'null')], status: 422, closes: false },
  {
    name: 'two JSON documents in one body',
    send: [request(`POST ${route} HTTP/1.1`, [...withSecret, 'Content-Length: 4'], '{}{}')],
    status: 400,
    closes: false,
  },
];
