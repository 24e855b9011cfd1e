/** A scripted chat-completions server on loopback for the openai adapter tests. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted response: a reply text, an HTTP error, or a delay before replying. */
export type Script =
  | { text: string; usage?: [number, number] }
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { delayMs: number; text: string };

export interface ChatServer {
  url: string;
  requests: Array<{ headers: IncomingMessage['headers']; body: any }>;
  close(): Promise<void>;
}

/** Serves `next()` for each POST /v1/chat/completions, in order. */
export async function startChatServer(next: (n: number) => Script): Promise<ChatServer> {
  const requests: ChatServer['requests'] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: raw ? JSON.parse(raw) : null });
      const s = next(requests.length - 1);
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if ('status' in s) return send(s.status, s.body ?? { error: { message: `status ${s.status}` } }, s.headers);
      const reply = () => {
        const [p, c] = 'usage' in s && s.usage ? s.usage : [100, 10];
        send(200, {
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: 0,
          model: 'scripted',
          choices: [{ index: 0, message: { role: 'assistant', content: s.text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: p, completion_tokens: c, total_tokens: p + c },
        });
      };
      if ('delayMs' in s) setTimeout(reply, s.delayMs);
      else reply();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}
