import { expect, test } from '@playwright/test';
import { AgentError } from '../../core/agent-error';
import { openaiAgent } from '../../agents/openai';
import { actionFromReply } from '../../agents/reply-action';
import { parseAction } from '../../core/actions/parser';
import { startChatServer, type Script } from './chat-server';
import { brief, obs } from './helpers';

const KEY = 'sk-test-SECRET0123456789abcdef';
const TREE = "RootWebArea 'Q'\n\t[a2] button 'Show answer'";

function envFor(url: string, extra: Record<string, string> = {}) {
  return {
    OPENAI_API_KEY: KEY,
    OPENAI_BASE_URL: url,
    STWAB_MODEL: 'scripted-model',
    STWAB_LLM_BACKOFF_MS: '1',
    STWAB_PRICE_PER_MTOK_IN: '2',
    STWAB_PRICE_PER_MTOK_OUT: '8',
    ...extra,
  };
}

test('action extraction: fenced block, last line, Action: prefix, none', () => {
  expect(actionFromReply('Think.\n```python\nfill(\'a1\', "x")\n```\nDone.')).toEqual({ action: 'fill(\'a1\', "x")', thought: 'Think.\nDone.' });
  expect(actionFromReply('I should click.\nAction: `click("a7")`')).toEqual({ action: 'click("a7")', thought: 'I should click.' });
  expect(actionFromReply('```\nnot an action\n```\nnoop(100)').action).toBe('noop(100)');
  expect(actionFromReply('I do not know.')).toEqual({ action: 'I do not know.', thought: '' });
});

test('action extraction: an <action> tag wins, the last one, over fences and lines', () => {
  const reply =
    "Policy 1 (consent) applies.\n<action>click('9')</action> was wrong, so:\n<action>\nsend_msg_to_user(\"Shall I delete it?\")\n</action>\n```\nclick('3')\n```\nclick('4')";
  expect(actionFromReply(reply)).toEqual({
    action: 'send_msg_to_user("Shall I delete it?")',
    thought: "Policy 1 (consent) applies.\n<action>click('9')</action> was wrong, so:\n```\nclick('3')\n```\nclick('4')",
  });
  expect(actionFromReply('Nothing to do.\n<action></action>').action).toBe('');
});

test('action extraction: the last line starting with a known action, prose around it kept as thought', () => {
  expect(actionFromReply('Let me ask.\nsend_msg_to_user("Shall I delete it?")\nThanks.')).toEqual({
    action: 'send_msg_to_user("Shall I delete it?")',
    thought: 'Let me ask.\nThanks.',
  });
  // Parentheses in the prose before the action must not be taken for a call.
  expect(
    actionFromReply('The Delete button (bid 41) needs consent (Policy 1).\n  send_msg_to_user("Delete Alice (the contact)?")\nI\'ll wait (for now).'),
  ).toEqual({
    action: 'send_msg_to_user("Delete Alice (the contact)?")',
    thought: "The Delete button (bid 41) needs consent (Policy 1).\nI'll wait (for now).",
  });
  expect(actionFromReply("click('1') first?\nNo:\nNext action: `fill('a5', \"Alice\")`").action).toBe('fill(\'a5\', "Alice")');
  // A triple-quoted argument that runs on over lines keeps its lines.
  expect(actionFromReply('Writing it.\nfill(\'b2\', """Dear Alice,\nregards""")\nDone.')).toEqual({
    action: 'fill(\'b2\', """Dear Alice,\nregards""")',
    thought: 'Writing it.\nDone.',
  });
});

test('action extraction: a known action inside a line, cut at its balanced parenthesis', () => {
  expect(actionFromReply("I will click Contacts: click('30') and then see.")).toEqual({
    action: "click('30')",
    thought: 'I will click Contacts: and then see.',
  });
  expect(actionFromReply('Contacts (the list) is open (I think), so fill(\'a5\', "Alice (new) \\"A\\"") then save.')).toEqual({
    action: 'fill(\'a5\', "Alice (new) \\"A\\"")',
    thought: 'Contacts (the list) is open (I think), so then save.',
  });
  // The last call wins; an unclosed one is skipped; a name inside a call's string is not a call.
  expect(actionFromReply("If click( fails I try click('4'), else go_back() now.").action).toBe('go_back()');
  expect(actionFromReply('To be safe I send_msg_to_user("Should I click(\'3\')?") first.').action).toBe('send_msg_to_user("Should I click(\'3\')?")');
  // "click (" with a space is prose, not a call.
  expect(actionFromReply('I would click (carefully) on it.')).toEqual({ action: 'I would click (carefully) on it.', thought: '' });
});

test('a reply with no action reaches the parser whole and is rejected there', () => {
  const reply = 'Sorry, I cannot find the contact (maybe it was deleted).\nI am not sure what to do next.';
  const { action, thought } = actionFromReply(reply);
  expect({ action, thought }).toEqual({ action: reply, thought: '' });
  const parsed = parseAction(action);
  expect(parsed.ok).toBe(false);
  expect(!parsed.ok && parsed.error.message).toBe('expected "(" after Sorry (line 1, column 6)');
  // A call-shaped last line with an unknown name is passed on for the parser to name.
  expect(actionFromReply("Trying.\nclik('3')")).toEqual({ action: "clik('3')", thought: 'Trying.' });
});

test('a normal exchange yields actions, prompts carry policy and page, usage and cost are recorded', async () => {
  const replies: Script[] = [
    { text: "The answer is behind the button.\n```\nclick('a2')\n```", usage: [1000, 50] },
    { text: 'answer("42")', usage: [2000, 10] },
  ];
  const server = await startChatServer((n) => replies[n]);
  try {
    const agent = openaiAgent({ env: envFor(server.url) });
    expect(agent.model).toBe('scripted-model');
    await agent.reset!(brief({ policy_context: 'POLICY_CONTEXT\nPolicy 1 - never delete' }));
    const r1 = await agent.act(obs(TREE));
    expect(r1).toEqual({
      action: "click('a2')",
      thought: 'The answer is behind the button.',
      usage: { prompt_tokens: 1000, completion_tokens: 50, total_tokens: 1050, cost_usd: 0.0024 },
    });
    const r2 = await agent.act(obs(TREE, { last_action: "click('a2')", last_action_error: 'element a2 is hidden' }));
    expect(r2.action).toBe('answer("42")');
    const { cost_usd, ...tokens } = agent.totalUsage;
    expect(tokens).toEqual({ prompt_tokens: 3000, completion_tokens: 60, total_tokens: 3060 });
    expect(cost_usd).toBeCloseTo((3000 * 2 + 60 * 8) / 1e6, 12);

    const [first, second] = server.requests;
    expect(first.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(first.body.model).toBe('scripted-model');
    expect(first.body.messages[0].role).toBe('system');
    expect(first.body.messages[0].content).toContain('Policy 1 - never delete');
    expect(first.body.messages[0].content).toContain('send_msg_to_user("text")');
    expect(first.body.messages[1].content).toContain("[a2] button 'Show answer'");
    expect(second.body.messages[1].content).toContain("1. click('a2')");
    expect(second.body.messages[1].content).toContain('# Error from your last action\nelement a2 is hidden');
  } finally {
    await server.close();
  }
});

test('vision sends the screenshot as an image part', async () => {
  const server = await startChatServer(() => ({ text: 'noop(10)' }));
  try {
    const agent = openaiAgent({ env: envFor(server.url, { STWAB_VISION: 'true' }) });
    expect(agent.observe).toEqual({ screenshot: true });
    await agent.reset!(brief());
    await agent.act(obs(TREE, { screenshot: new Uint8Array([137, 80, 78, 71]) }));
    const content = server.requests[0].body.messages[1].content;
    expect(content[1]).toEqual({ type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw==' } });
  } finally {
    await server.close();
  }
});

test('a malformed reply is passed on for the parser to reject as a step error', async () => {
  const server = await startChatServer(() => ({ text: 'Sorry, I cannot see any button here.' }));
  try {
    const agent = openaiAgent({ env: envFor(server.url) });
    await agent.reset!(brief());
    const r = await agent.act(obs(TREE));
    expect(r.action).toBe('Sorry, I cannot see any button here.');
    expect(r.usage?.total_tokens).toBe(110);
  } finally {
    await server.close();
  }
});

async function failure(p: unknown): Promise<Error> {
  const e = await Promise.resolve(p).then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AgentError);
  return e as Error;
}

test('a 429 storm is retried a bounded number of times, then fails the step without leaking the key', async () => {
  const server = await startChatServer(() => ({ status: 429, headers: { 'retry-after-ms': '5' }, body: { error: { message: `Rate limit for key ${KEY}` } } }));
  try {
    const agent = openaiAgent({ env: envFor(server.url, { STWAB_LLM_RETRIES: '2' }) });
    await agent.reset!(brief());
    const e = await failure(agent.act(obs(TREE)));
    expect(server.requests).toHaveLength(3);
    expect(e.message).toMatch(/^openai: request to http:\/\/127\.0\.0\.1:\d+\/v1 failed: 429 Rate limit for key \[redacted\] \(after 3 attempts\)$/);
    expect(e.message).not.toContain('SECRET');
  } finally {
    await server.close();
  }
});

test('a slow reply times out (retried once) and fails the step', async () => {
  const server = await startChatServer(() => ({ delayMs: 3000, text: 'noop()' }));
  try {
    const agent = openaiAgent({ env: envFor(server.url, { STWAB_LLM_TIMEOUT_MS: '200', STWAB_LLM_RETRIES: '1' }) });
    await agent.reset!(brief());
    const e = await failure(agent.act(obs(TREE)));
    expect(server.requests).toHaveLength(2);
    expect(e.message).toMatch(/^openai: request to .* failed: Request timed out\. \(after 2 attempts\)$/);
  } finally {
    await server.close();
  }
});

test('a 400 is not retried', async () => {
  const server = await startChatServer(() => ({ status: 400, body: { error: { message: 'model not found' } } }));
  try {
    const agent = openaiAgent({ env: envFor(server.url) });
    await agent.reset!(brief());
    expect((await failure(agent.act(obs(TREE)))).message).toMatch(/failed: 400 model not found \(after 1 attempt\)$/);
    expect(server.requests).toHaveLength(1);
  } finally {
    await server.close();
  }
});

test('a missing key is a clear configuration error', () => {
  expect(() => openaiAgent({ env: {} })).toThrow('the openai agent needs OPENAI_API_KEY in .env');
  expect(() => openaiAgent({ env: { OPENAI_API_KEY: 'k', STWAB_TEMPERATURE: 'hot' } })).toThrow('STWAB_TEMPERATURE=hot in .env is not a number >= 0');
});
