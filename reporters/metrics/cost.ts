import type { RunVerdicts } from '../../evaluators/verdict';
import { cupOf, isScored } from './run';

/** Token and money cost, present only when some run recorded usage. */
export interface Cost {
  /** Runs that recorded usage (harness-error runs included: their tokens were spent too). */
  runs_with_usage: number;
  total_tokens: number | null;
  total_cost_usd: number | null;
  tokens_per_run: number | null;
  cost_usd_per_run: number | null;
  /** Scored runs with CuP = 1. */
  cup_successes: number;
  /** Total spend divided by CuP successes; null when there is none. */
  tokens_per_cup_success: number | null;
  cost_usd_per_cup_success: number | null;
}

/** Cost per run and per CuP success, or null when no run recorded usage. */
export function cost(all: readonly RunVerdicts[]): Cost | null {
  const withUsage = all.filter((r) => r.usage && (r.usage.total_tokens !== undefined || r.usage.cost_usd !== undefined));
  if (withUsage.length === 0) return null;
  const sum = (f: (r: RunVerdicts) => number | undefined): number | null => {
    const xs = withUsage.map(f).filter((x): x is number => typeof x === 'number');
    return xs.length ? xs.reduce((s, x) => s + x, 0) : null;
  };
  const tokens = sum((r) => r.usage?.total_tokens);
  const usd = sum((r) => r.usage?.cost_usd);
  const wins = all.filter(isScored).reduce((s, r) => s + cupOf(r), 0);
  const per = (x: number | null, n: number) => (x === null || n === 0 ? null : x / n);
  return {
    runs_with_usage: withUsage.length,
    total_tokens: tokens,
    total_cost_usd: usd,
    tokens_per_run: per(tokens, withUsage.length),
    cost_usd_per_run: per(usd, withUsage.length),
    cup_successes: wins,
    tokens_per_cup_success: per(tokens, wins),
    cost_usd_per_cup_success: per(usd, wins),
  };
}
