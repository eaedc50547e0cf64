import { get, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent: still compressed, when it was. */
  body: Buffer;
}

/**
 * A GET as a browser sends it, its answer as the server sent it. (fetch
 * decompresses bodies, and adds `Cache-Control: no-cache` to a conditional
 * request, which rightly forbids a 304.)
 */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
  });
}
