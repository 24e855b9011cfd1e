/**
 * Settings of the OpenAI-compatible agent, read from `.env`:
 * `OPENAI_API_KEY`, `OPENAI_BASE_URL`, `STWAB_MODEL` (default `gpt-4o-mini`),
 * `STWAB_TEMPERATURE` (0), `STWAB_MAX_TOKENS` (1024), `STWAB_VISION` (off),
 * `STWAB_LLM_TIMEOUT_MS` (60000, per request), `STWAB_LLM_RETRIES` (4), `STWAB_LLM_BACKOFF_MS` (1000),
 * `STWAB_MAX_AXTREE_CHARS` (60000), and prices in USD per million tokens:
 * `STWAB_PRICE_PER_MTOK_IN` / `_OUT`, or `STWAB_PRICES` (inline JSON or a file path:
 * `{ "<model>": { "in": 2.5, "out": 10 } }`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { envNumber } from '../core/env-number';

/** Resolved settings. `apiKey` stays in memory only: never logged, never recorded. */
export interface OpenAIConfig {
  apiKey: string;
  baseURL?: string;
  model: string;
  temperature: number;
  maxTokens: number;
  vision: boolean;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  maxAxtreeChars: number;
  /** USD per million tokens, when known for this model. */
  price?: { in: number; out: number };
}

type Env = Record<string, string | undefined>;

const num = envNumber;

function priceFor(env: Env, model: string): OpenAIConfig['price'] {
  const table = env.STWAB_PRICES?.trim();
  if (table) {
    let parsed: Record<string, { in?: number; out?: number }>;
    try {
      parsed = JSON.parse(table.startsWith('{') ? table : readFileSync(table, 'utf8'));
    } catch (e) {
      const what = table.startsWith('{') || !existsSync(table) ? 'inline JSON' : `file ${table}`;
      throw new Error(`STWAB_PRICES (${what}) is not valid JSON: ${(e as Error).message}; expected { "<model>": { "in": 2.5, "out": 10 } }`);
    }
    const row = parsed[model];
    if (row && typeof row.in === 'number' && typeof row.out === 'number') return { in: row.in, out: row.out };
  }
  if (env.STWAB_PRICE_PER_MTOK_IN || env.STWAB_PRICE_PER_MTOK_OUT)
    return { in: num(env, 'STWAB_PRICE_PER_MTOK_IN', 0), out: num(env, 'STWAB_PRICE_PER_MTOK_OUT', 0) };
  return undefined;
}

/** Reads the settings; throws a message naming the variable to set when one is missing or wrong. */
export function openaiConfig(env: Env): OpenAIConfig {
  const baseURL = env.OPENAI_BASE_URL?.trim() || undefined;
  // Local servers (vLLM, Ollama, LM Studio) accept any key; the official API needs a real one.
  const apiKey = env.OPENAI_API_KEY?.trim() || (baseURL ? 'no-key' : '');
  if (!apiKey) throw new Error('the openai agent needs OPENAI_API_KEY in .env (or OPENAI_BASE_URL for a local server that needs no key)');
  const model = env.STWAB_MODEL?.trim() || 'gpt-4o-mini';
  return {
    apiKey,
    baseURL,
    model,
    temperature: num(env, 'STWAB_TEMPERATURE', 0),
    maxTokens: num(env, 'STWAB_MAX_TOKENS', 1024, 1),
    vision: /^(1|true|yes|on)$/i.test(env.STWAB_VISION?.trim() ?? ''),
    timeoutMs: num(env, 'STWAB_LLM_TIMEOUT_MS', 60_000, 1),
    retries: num(env, 'STWAB_LLM_RETRIES', 4),
    backoffMs: num(env, 'STWAB_LLM_BACKOFF_MS', 1000),
    maxAxtreeChars: num(env, 'STWAB_MAX_AXTREE_CHARS', 60_000, 1000),
    price: priceFor(env, model),
  };
}
