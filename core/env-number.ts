/**
 * A number setting from `.env` (item 5: one reader for the adapters' numeric
 * settings). Unset or blank gives `def`; anything that is not a finite number >= `min` throws
 * naming the variable, the value and the fix.
 */
export function envNumber(env: Record<string, string | undefined>, key: string, def: number, min = 0): number {
  const raw = env[key]?.trim();
  if (!raw) return def;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min) throw new Error(`${key}=${raw} in .env is not a number >= ${min}; fix or remove it`);
  return n;
}
