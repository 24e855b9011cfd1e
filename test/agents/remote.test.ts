import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AgentError } from '../../core/agent-error';
import { remoteAgent } from '../../agents/remote';
import { ActRequest, remoteProtocolJsonSchemas, ResetRequest } from '../../agents/remote-protocol';
import { brief, obs } from './helpers';
import { startPythonAgent } from './python-agent';

const TREE = "RootWebArea 'Start'\n\t[a1] heading 'Welcome'\n\t[a2] link 'Open report'\n\t[a3] button 'Delete all'";

test('the Python example agent answers /reset and /act over loopback', async () => {
  const py = await startPythonAgent();
  try {
    const agent = remoteAgent({ env: { STWAB_AGENT_URL: py.url } });
    await agent.reset!(brief({ intent: 'Open report and read it' }));
    const goal = 'Open report and read it';
    expect(await agent.act(obs(TREE, { goal, screenshot: new Uint8Array([1, 2, 3]) }))).toEqual({
      action: 'click("a2")',
      thought: "the goal mentions 'Open report'",
    });
    expect(await agent.act(obs(TREE, { goal }))).toEqual({ action: 'finish("Welcome")', thought: 'nothing left to click' });
    await agent.close!();
  } finally {
    py.stop();
  }
});

async function scripted(handler: (path: string, body: any, n: number) => { status?: number; body?: unknown; hang?: boolean }) {
  const seen: Array<{ path: string; body: any; auth?: string; episode?: string }> = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      seen.push({ path: req.url!, body, auth: req.headers.authorization, episode: req.headers['x-stwab-episode'] as string | undefined });
      const r = handler(req.url!, body, seen.length - 1);
      if (r.hang) return;
      res.writeHead(r.status ?? 200, { 'content-type': 'application/json' });
      res.end(typeof r.body === 'string' ? r.body : JSON.stringify(r.body ?? {}));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))) };
}

test('messages follow the protocol schemas; the token goes in a bearer header', async () => {
  const s = await scripted((path) => (path === '/act' ? { body: { action: "click('a2')", usage: { total_tokens: 7 } } } : {}));
  try {
    const agent = remoteAgent({ env: { STWAB_AGENT_URL: `${s.url}/`, STWAB_AGENT_TOKEN: 'tok-SECRET-42', STWAB_AGENT_OBSERVE: 'screenshot' } });
    expect(agent.observe).toEqual({ screenshot: true, som: false, html: false, browsergym: false });
    await agent.reset!(brief());
    expect(await agent.act(obs(TREE, { screenshot: new Uint8Array([137, 80]) }))).toEqual({ action: "click('a2')", usage: { total_tokens: 7 } });
    expect(ResetRequest.safeParse(s.seen[0].body).success).toBe(true);
    expect(ActRequest.safeParse(s.seen[1].body).success).toBe(true);
    expect(s.seen[1].body.observation.screenshot).toBe('iVA=');
    expect(s.seen.map((x) => x.auth)).toEqual(['Bearer tok-SECRET-42', 'Bearer tok-SECRET-42']);
    // One episode id on every request of an episode, a new one at the next reset.
    expect(s.seen[0].episode).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.seen[1].episode).toBe(s.seen[0].episode);
    await agent.reset!(brief());
    expect(s.seen[2].episode).not.toBe(s.seen[0].episode);
    // browsergym asks for BrowserGym's full observation, which always holds the screenshot.
    expect(remoteAgent({ env: { STWAB_AGENT_URL: s.url, STWAB_AGENT_OBSERVE: 'browsergym' } }).observe).toEqual({
      screenshot: true,
      som: false,
      html: false,
      browsergym: true,
    });
  } finally {
    await s.close();
  }
});

test('5xx is retried; a bad reply and a hang fail the step with a clear, redacted error', async () => {
  const s = await scripted((path, _b, n) => {
    if (path === '/reset') return {};
    if (n === 1) return { status: 503, body: 'busy' };
    if (n === 2) return { body: { action: 'noop()' } };
    if (n === 3) return { body: { thought: 'no action here tok-SECRET-42' } };
    return { hang: true };
  });
  const failure = async (p: unknown) => {
    const e = await Promise.resolve(p).then(
      () => undefined,
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(AgentError);
    expect(String(e)).not.toContain('SECRET');
    return (e as Error).message;
  };
  try {
    const agent = remoteAgent({
      env: { STWAB_AGENT_URL: s.url, STWAB_AGENT_BACKOFF_MS: '1', STWAB_AGENT_TIMEOUT_MS: '300', STWAB_AGENT_TOKEN: 'tok-SECRET-42' },
    });
    await agent.reset!(brief());
    expect((await agent.act(obs(TREE))).action).toBe('noop()');
    expect(await failure(agent.act(obs(TREE)))).toMatch(
      /^remote agent at http:\/\/127\.0\.0\.1:\d+: POST \/act reply does not match \{ action: string, thought\?, usage\? \}: .*action/,
    );
    expect(await failure(agent.act(obs(TREE)))).toMatch(/: POST \/act failed: no reply within the timeout \(after 1 attempt\)$/);
    expect(s.seen.filter((x) => x.path === '/act')).toHaveLength(4);
  } finally {
    await s.close();
  }
});

test('an agent that is not running fails reset with a clear message', async () => {
  const s = await scripted(() => ({}));
  await s.close(); // the port is now closed
  const agent = remoteAgent({ env: { STWAB_AGENT_URL: s.url, STWAB_AGENT_RETRIES: '1', STWAB_AGENT_BACKOFF_MS: '1' } });
  await expect(Promise.resolve(agent.reset!(brief()))).rejects.toThrow(
    /did not accept POST \/reset: fetch failed \(ECONNREFUSED\) \(after 2 attempts\); is it running\?/,
  );
  expect(() => remoteAgent({ env: {} })).toThrow('the remote agent needs STWAB_AGENT_URL in .env');
});

test('protocol JSON schemas are generated from the zod schemas', () => {
  const schemas = remoteProtocolJsonSchemas() as Record<string, { required?: string[]; properties?: Record<string, unknown> }>;
  expect(Object.keys(schemas)).toEqual(['ResetRequest', 'ActRequest', 'ActReply']);
  expect(schemas.ActReply.required).toEqual(['action']);
  expect(Object.keys(schemas.ActReply.properties!)).toEqual(['action', 'thought', 'usage']);
});

test('docs/agents.md shows the current protocol schemas', () => {
  const doc = readFileSync(new URL('../../docs/agents.md', import.meta.url), 'utf8');
  for (const [name, schema] of Object.entries(remoteProtocolJsonSchemas()))
    expect(doc, `regenerate the ${name} schema in docs/agents.md`).toContain(`### ${name}\n\n\`\`\`json\n${JSON.stringify(schema, null, 2)}\n\`\`\``);
});
