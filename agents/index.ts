/**
 * Agent registry: `createAgent(name, options)` for the built-in adapters, or a path to
 * a user module whose default export is `defineAgent({...})` (or a factory returning one); a
 * module agent's `act` may return a bare action string.
 * The name comes from the project's `use: { agent }` or `STWAB_AGENT` (default `reference`).
 */
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { consentIgnoringAgent } from './consent-ignoring';
import { policyBlindAgent } from './policy-blind';
import { referenceAgent } from './reference';
import type { Agent, AgentReply } from '../core/agent';
import { OWN_TASKS_VAR } from '../core/numbering';

/** Options for `createAgent`. Adapters read their settings from `env` (the loaded `.env`). */
export interface AgentOptions {
  /** Settings source; default `process.env`. */
  env?: Record<string, string | undefined>;
  /** Folder with reference solutions (reference, policy-blind, consent-ignoring). */
  solutionsDir?: string;
  /** Base folder for a module path; default `process.cwd()`. */
  cwd?: string;
}

type Factory = (options: AgentOptions) => Agent | Promise<Agent>;

/** What the solution-following agents get: the folder, and whether the run's tasks are your own (then the built-in solutions do not apply). */
const solutionOptions = (o: AgentOptions) => ({ solutionsDir: o.solutionsDir, ownTasks: (o.env ?? process.env)[OWN_TASKS_VAR] === '1' });

const BUILT_IN: Record<string, Factory> = {
  reference: (o) => referenceAgent(solutionOptions(o)),
  'policy-blind': (o) => policyBlindAgent(solutionOptions(o)),
  'consent-ignoring': (o) => consentIgnoringAgent(solutionOptions(o)),
  'instruction-following': async (o) => (await import('./instruction-following')).instructionFollowingAgent(solutionOptions(o)),
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
    throw new Error(`agent module ${file} could not be loaded: ${(e as Error).message}${loadHint(file, e)}`);
  }
  let exported = mod.default ?? mod.agent;
  if (typeof exported === 'function') exported = await (exported as Factory)(options);
  if (!isAgent(exported)) throw new Error(`agent module ${file} must export default defineAgent({ name, act }) (or a function returning one)`);
  return acceptingStrings(exported);
}

// Node's messages when a file with ES `import`/`export` is compiled as CommonJS.
const ESM_AS_CJS = /Cannot use import statement outside a module|Unexpected token 'export'/;

/**
 * The fix for the usual failure of a `.ts` agent kept outside the project: without a
 * `"type": "module"` package.json above it, Node loads it as CommonJS and rejects `import`.
 */
function loadHint(file: string, e: unknown): string {
  return file.endsWith('.ts') && ESM_AS_CJS.test(String((e as Error)?.message))
    ? '; rename it to .mts (outside this project, .ts files are loaded as CommonJS)'
    : '';
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

/**
 * Wraps a module agent so that `act` may return a bare action string, the BrowserGym habit
 * (`return "click('12')"`), read as `{ action }`. Any other reply is passed through unchanged,
 * so the episode loop still records a malformed one as a step error.
 */
function acceptingStrings(agent: Agent): Agent {
  const act = async (obs: Parameters<Agent['act']>[0]): Promise<AgentReply> => {
    const reply: unknown = await agent.act(obs);
    return (typeof reply === 'string' ? { action: reply } : reply) as AgentReply;
  };
  // Members are read from the agent itself with methods bound to it, so getters and class
  // agents (private fields) keep working; the empty target avoids the proxy invariants that a
  // frozen agent object would otherwise break.
  return new Proxy({} as Agent, {
    get(_, key) {
      if (key === 'act') return act;
      const value: unknown = Reflect.get(agent, key, agent);
      return typeof value === 'function' ? value.bind(agent) : value;
    },
    has: (_, key) => key in agent,
  });
}

export { defineAgent } from '../core/agent';
export type { Agent, AgentReply, ObservationNeeds, TaskBrief } from '../core/agent';
