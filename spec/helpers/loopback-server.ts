import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What the server received for one request. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The request's header lines as they arrived, in order, names as the client wrote them. */
  rawHeaders: string[];
}

/**
 * A node:http server on 127.0.0.1 that records every request (its raw header lines and body
 * bytes as they arrived) and answers 204.
 */
export class LoopbackServer {
  readonly received: Received[] = [];
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const rawHeaders: string[] = [];
      for (let i = 0; i < request.rawHeaders.length; i += 2) rawHeaders.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      this.received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
        rawHeaders,
      });
      response.writeHead(204).end();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Stops the server; nothing to do when it never started (a suite skipped before its start). */
  async stop(): Promise<void> {
    if (!this.server.listening) return;
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  last(): Received {
    const last = this.received.at(-1);
    if (last === undefined) throw new Error("the server received nothing");
    return last;
  }
}
