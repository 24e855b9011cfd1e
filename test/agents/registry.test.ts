import { expect, test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AGENT_NAMES, agentNameFromEnv, createAgent } from '../../agents/index';
import { solutionsDir } from './helpers';

test('built-in names create their adapters', async () => {
  expect(AGENT_NAMES).toEqual(['reference', 'policy-blind', 'replay', 'openai', 'remote']);
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
    'unknown agent "gpt"; known agents: reference, policy-blind, replay, openai, remote, or a path to a module exporting default defineAgent(...)',
  );
});

test('a module path loads a user agent (object or factory); a bad export is named', async () => {
  const dir = solutionsDir({});
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
  const types = new URL('../../agents/types.ts', import.meta.url).href;
  writeFileSync(join(dir, 'mine.ts'), `import { defineAgent } from '${types}';\nexport default defineAgent({ name: 'mine', act: () => ({ action: 'noop()' }) });\n`);
  writeFileSync(join(dir, 'factory.mjs'), `export default (o) => ({ name: 'made-' + Object.keys(o.env).length, act: () => ({ action: 'noop()' }) });\n`);
  writeFileSync(join(dir, 'bad.mjs'), 'export default { nope: 1 };\n');
  const mine = await createAgent('./mine.ts', { cwd: dir });
  expect(mine.name).toBe('mine');
  expect(await mine.act({} as never)).toEqual({ action: 'noop()' });
  expect((await createAgent(join(dir, 'factory.mjs'), { env: { A: '1' } })).name).toBe('made-1');
  await expect(createAgent('./bad.mjs', { cwd: dir })).rejects.toThrow(`agent module ${join(dir, 'bad.mjs')} must export default defineAgent({ name, act })`);
  await expect(createAgent('./missing.ts', { cwd: dir })).rejects.toThrow(/agent module .*missing\.ts could not be loaded/);
});
