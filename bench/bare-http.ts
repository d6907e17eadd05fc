// The floor for the per-call benchmarks: one JSON request over bare node:http with a keep-alive
// Agent (no validation, no hooks, no redirects, no decompression), decoded with JSON.parse.

import { Agent, request } from 'node:http';

export interface BareHttp {
  json(method: string, path: string, headers: Record<string, string>, body?: string): Promise<unknown>;
}

export function bareHttp(baseUrl: string): BareHttp {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true });
  return {
    json: (method, path, headers, body) =>
      new Promise((resolve, reject) => {
        const h =
          body === undefined ? headers : { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)) };
        const req = request({ method, hostname, port, path, headers: h, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch (error) {
              reject(error);
            }
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body);
      }),
  };
}
