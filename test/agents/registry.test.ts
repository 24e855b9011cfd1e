import { expect, test } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AGENT_NAMES, agentNameFromEnv, createAgent } from '../../agents/index';
import { solutionsDir } from './helpers';

test('built-in names create their adapters', async () => {
  expect(AGENT_NAMES).toEqual(['reference', 'policy-blind', 'consent-ignoring', 'instruction-following', 'replay', 'openai', 'remote']);
  expect((await createAgent('consent-ignoring')).name).toBe('consent-ignoring');
  expect((await createAgent('reference')).name).toBe('reference');
  expect((await createAgent('policy-blind')).name).toBe('policy-blind');
  expect((await createAgent('replay', { env: {} })).name).toBe('replay');
  expect((await createAgent('openai', { env: { OPENAI_API_KEY: 'k' } })).name).toBe('openai');
  expect((await createAgent('remote', { env: { STWAB_AGENT_URL: 'http://127.0.0.1:1' } })).name).toBe('remote');
});

test('STWAB_AGENT picks the agent, reference by default', () => {
  expect(agentNameFromEnv({})).toBe('reference');
  expect(agentNameFromEnv({ STWAB_AGENT: ' openai ' })).toBe('openai');
});

test('an unknown name lists the known ones', async () => {
  await expect(createAgent('gpt')).rejects.toThrow(
    'unknown agent "gpt"; known agents: reference, policy-blind, consent-ignoring, instruction-following, replay, openai, remote, or a path to a module exporting default defineAgent(...)',
  );
});

test('a module path loads a user agent (object or factory); a bad export is named', async () => {
  const dir = solutionsDir({});
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
  const types = new URL('../../core/agent.ts', import.meta.url).href;
  writeFileSync(
    join(dir, 'mine.ts'),
    `import { defineAgent } from '${types}';\nexport default defineAgent({ name: 'mine', act: () => ({ action: 'noop()' }) });\n`,
  );
  writeFileSync(join(dir, 'factory.mjs'), `export default (o) => ({ name: 'made-' + Object.keys(o.env).length, act: () => ({ action: 'noop()' }) });\n`);
  writeFileSync(join(dir, 'bad.mjs'), 'export default { nope: 1 };\n');
  const mine = await createAgent('./mine.ts', { cwd: dir });
  expect(mine.name).toBe('mine');
  expect(await mine.act({} as never)).toEqual({ action: 'noop()' });
  expect((await createAgent(join(dir, 'factory.mjs'), { env: { A: '1' } })).name).toBe('made-1');
  await expect(createAgent('./bad.mjs', { cwd: dir })).rejects.toThrow(`agent module ${join(dir, 'bad.mjs')} must export default defineAgent({ name, act })`);
  await expect(createAgent('./missing.ts', { cwd: dir })).rejects.toThrow(/agent module .*missing\.ts could not be loaded/);
});

test('a module agent may return a bare action string; other replies pass through for the runner to reject', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-agent-'));
  // A class agent with a private field and a getter: the wrapper must call it on the instance.
  writeFileSync(
    join(dir, 'habit.mjs'),
    `class Habit { #n = 0; name = 'habit'; model = 'm1'; get count() { return this.#n; }
      reset() { this.#n = 0; }
      act(obs) { this.#n++; return obs.step === 0 ? "click('12')" : obs.step === 1 ? { action: 'noop()', thought: 't' } : 42; } }
    export default new Habit();\n`,
  );
  const agent = (await createAgent(join(dir, 'habit.mjs'))) as Awaited<ReturnType<typeof createAgent>> & { count: number };
  expect([agent.name, agent.model]).toEqual(['habit', 'm1']);
  expect(await agent.act({ step: 0 } as never)).toEqual({ action: "click('12')" });
  expect(await agent.act({ step: 1 } as never)).toEqual({ action: 'noop()', thought: 't' });
  expect(await agent.act({ step: 2 } as never)).toBe(42);
  expect(agent.count).toBe(3);
  await agent.reset!({} as never);
  expect(agent.count).toBe(0);
});

test('a .ts agent outside the project that fails as CommonJS is told to become .mts', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-agent-'));
  const source = `import { tmpdir } from 'node:os';\nexport default { name: 'outside-' + typeof tmpdir, act: () => "noop()" };\n`;
  // Pinned, so no "type": "module" package.json above the temp folder can change the outcome.
  writeFileSync(join(dir, 'package.json'), '{ "type": "commonjs" }');
  writeFileSync(join(dir, 'outside.ts'), source);
  writeFileSync(join(dir, 'outside.mts'), source);
  const hint = '; rename it to .mts (outside this project, .ts files are loaded as CommonJS)';
  await expect(createAgent(join(dir, 'outside.ts'))).rejects.toThrow(
    `agent module ${join(dir, 'outside.ts')} could not be loaded: Cannot use import statement outside a module${hint}`,
  );
  const renamed = await createAgent(join(dir, 'outside.mts'));
  expect(renamed.name).toBe('outside-function');
  expect(await renamed.act({} as never)).toEqual({ action: 'noop()' });
  // Other load failures get no hint.
  const missing = await createAgent(join(dir, 'missing.ts')).catch((e: Error) => e.message);
  expect(missing).toMatch(/could not be loaded: /);
  expect(missing).not.toContain('rename it');
});
