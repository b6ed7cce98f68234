import { createServer, type AddressInfo, type Server, type Socket } from "node:net";

/** One HTTP/1.1 request as its bytes arrived, split where HTTP splits it. */
export interface RawRequest {
  /** Every byte the connection carried, as it arrived. */
  readonly bytes: Buffer;
  /** `GET /x HTTP/1.1`. */
  readonly requestLine: string;
  /** Header lines as they arrived, each as Latin-1 text (one character a byte). */
  readonly headerLines: readonly string[];
  /** The body bytes (by content-length, or de-chunked). */
  readonly body: Buffer;
  /** Bytes after the first request: a second request smuggled into the same connection. */
  readonly trailing: Buffer;
}

const HEADER_END = Buffer.from("\r\n\r\n");

/**
 * A `net` server on 127.0.0.1, port 0, that records the raw bytes of each connection: not
 * node:http's reading of them, so whitespace, byte values and a second request are all seen. It
 * answers the first request 204 and closes the connection.
 */
export class RawWireServer {
  private readonly connections: Promise<RawRequest>[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly server: Server = createServer((socket) => {
    this.sockets.add(socket);
    this.connections.push(
      new Promise((resolve) => {
        const chunks: Buffer[] = [];
        let answered = false;
        socket.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          const bytes = Buffer.concat(chunks);
          if (!answered && requestEnd(bytes) !== undefined) {
            answered = true;
            socket.end("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n");
          }
        });
        socket.on("error", () => undefined);
        socket.on("close", () => {
          this.sockets.delete(socket);
          resolve(parse(Buffer.concat(chunks)));
        });
      }),
    );
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** How many connections the server has had. */
  get count(): number {
    return this.connections.length;
  }

  /** The request of connection `index` (0-based), once that connection has closed. */
  async request(index: number): Promise<RawRequest> {
    const connection = this.connections[index];
    if (connection === undefined) throw new Error(`the server has had ${this.connections.length} connections, not ${index + 1}`);
    return connection;
  }
}

// Where the first request ends in `bytes`, or undefined while it has not all arrived.
function requestEnd(bytes: Buffer): number | undefined {
  const headerEnd = bytes.indexOf(HEADER_END);
  if (headerEnd === -1) return undefined;
  const head = bytes.subarray(0, headerEnd).toString("latin1").toLowerCase();
  const bodyStart = headerEnd + 4;
  const length = /\r\ncontent-length:[ \t]*(\d+)/.exec(head);
  if (/\r\ntransfer-encoding:[ \t]*chunked/.test(head)) {
    const last = bytes.indexOf("\r\n0\r\n\r\n", bodyStart - 2);
    return last === -1 ? undefined : last + 7;
  }
  const end = bodyStart + (length ? Number(length[1]) : 0);
  return bytes.length >= end ? end : undefined;
}

function parse(bytes: Buffer): RawRequest {
  const headerEnd = bytes.indexOf(HEADER_END);
  const head = (headerEnd === -1 ? bytes : bytes.subarray(0, headerEnd)).toString("latin1").split("\r\n");
  const end = requestEnd(bytes) ?? bytes.length;
  const bodyStart = headerEnd === -1 ? bytes.length : headerEnd + 4;
  return {
    bytes,
    requestLine: head[0] ?? "",
    headerLines: head.slice(1),
    body: bytes.subarray(Math.min(bodyStart, end), end),
    trailing: bytes.subarray(end),
  };
}
