/**
 * Agent registry (issue 8): `createAgent(name, options)` for the built-in adapters, or a path to
 * a user module whose default export is `defineAgent({...})` (or a factory returning one).
 * The name comes from the project's `use: { agent }` or `STWAB_AGENT` (default `reference`).
 */
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { policyBlindAgent } from './policy-blind';
import { referenceAgent } from './reference';
import type { Agent } from './types';

/** Options for `createAgent`. Adapters read their settings from `env` (the loaded `.env`). */
export interface AgentOptions {
  /** Settings source; default `process.env`. */
  env?: Record<string, string | undefined>;
  /** Folder with reference solutions (reference, policy-blind). */
  solutionsDir?: string;
  /** Base folder for a module path; default `process.cwd()`. */
  cwd?: string;
}

type Factory = (options: AgentOptions) => Agent | Promise<Agent>;

const BUILT_IN: Record<string, Factory> = {
  reference: (o) => referenceAgent({ solutionsDir: o.solutionsDir }),
  'policy-blind': (o) => policyBlindAgent({ solutionsDir: o.solutionsDir }),
  replay: async (o) => (await import('./replay')).replayAgent({ env: o.env }),
  openai: async (o) => (await import('./openai')).openaiAgent({ env: o.env }),
  remote: async (o) => (await import('./remote')).remoteAgent({ env: o.env }),
};

/** Names `createAgent` knows besides module paths. */
export const AGENT_NAMES = Object.keys(BUILT_IN);

/** The agent name a run uses: `STWAB_AGENT`, else `reference`. */
export function agentNameFromEnv(env: Record<string, string | undefined> = process.env): string {
  return env.STWAB_AGENT?.trim() || 'reference';
}

function looksLikePath(name: string): boolean {
  return /^[./]/.test(name) || isAbsolute(name) || /\.[mc]?[jt]s$/.test(name);
}

function isAgent(x: unknown): x is Agent {
  return !!x && typeof x === 'object' && typeof (x as Agent).name === 'string' && typeof (x as Agent).act === 'function';
}

async function fromModule(path: string, options: AgentOptions): Promise<Agent> {
  const file = resolve(options.cwd ?? process.cwd(), path);
  let mod: Record<string, unknown>;
  try {
    mod = await import(pathToFileURL(file).href);
  } catch (e) {
    throw new Error(`agent module ${file} could not be loaded: ${(e as Error).message}`);
  }
  let exported = mod.default ?? mod.agent;
  if (typeof exported === 'function') exported = await (exported as Factory)(options);
  if (!isAgent(exported))
    throw new Error(`agent module ${file} must export default defineAgent({ name, act }) (or a function returning one)`);
  return exported;
}

/**
 * Creates the agent `name`: one of `AGENT_NAMES`, or a path to a module. Throws for an unknown
 * name, listing the known ones.
 */
export async function createAgent(name: string, options: AgentOptions = {}): Promise<Agent> {
  const factory = BUILT_IN[name];
  if (factory) return factory(options);
  if (looksLikePath(name)) return fromModule(name, options);
  throw new Error(
    `unknown agent "${name}"; known agents: ${AGENT_NAMES.join(', ')}, or a path to a module exporting default defineAgent(...) (set STWAB_AGENT or use: { agent })`,
  );
}

export { defineAgent } from './types';
export type { Agent, AgentReply, ObservationNeeds, TaskBrief } from './types';
