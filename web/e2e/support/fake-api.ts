// A local HTTP server answering JSON, the body of the fakes of outside platforms (WhatsApp's Cloud API, Razorpay).
import type { IncomingHttpHeaders } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as a fake reads it: the whole body as text, the path without its query. */
export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
}

export type Reply = (status: number, body: unknown) => void;

/** Starts the server on a free 127.0.0.1 port; handle answers each request once through reply. */
export async function startFakeApi(handle: (req: FakeRequest, reply: Reply) => void): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      const reply: Reply = (status, body) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      handle({ method: req.method ?? "GET", path: new URL(req.url ?? "/", "http://fake").pathname, headers: req.headers, raw }, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
