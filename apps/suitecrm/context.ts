/**
 * Per-replica state shared by handlers: the database getter (reset swaps the object), the
 * mode and its switches (replica doc §19.1, docs/replicas.md), and the session store.
 */
import type { Database } from 'better-sqlite3';
import type { ReplicaMode } from '../kit/types';

export interface Switches {
  /** `timeout`: success/warning/info toasts vanish after `toastMs` (+0.5 s fade); `navigation`: kept until the next navigation. */
  toast: 'timeout' | 'navigation';
  toastMs: number;
  /** Record header of persons: untrimmed `salutation first last` (faithful) or trimmed. */
  trimPersonHeader: boolean;
  /** Insights sidebar on Accounts/Leads/Opportunities lists (6-column budget + show-more cell). */
  insights: boolean;
  /** Accounts FAX field (8.7.1 layout). */
  accountsFax: boolean;
  /** Adds `Critical` to the case priority list (not faithful). */
  criticalPriority: boolean;
  /**
   * Navbar dropdowns (module submenus, More, Quick Create, Recently Viewed, user menu) get their
   * items only while open, instead of keeping them hidden in the DOM (NAVDOM, catalog note).
   */
  lazyNavMenus: boolean;
}

export const DEFAULT_SWITCHES: Record<ReplicaMode, Switches> = {
  faithful: { toast: 'timeout', toastMs: 3000, trimPersonHeader: false, insights: true, accountsFax: true, criticalPriority: false, lazyNavMenus: false },
  stable: { toast: 'navigation', toastMs: 3000, trimPersonHeader: true, insights: false, accountsFax: true, criticalPriority: false, lazyNavMenus: true },
};

export function resolveSwitches(mode: ReplicaMode, given: Record<string, boolean | string | number> = {}): Switches {
  const s: Switches = { ...DEFAULT_SWITCHES[mode] };
  for (const [k, v] of Object.entries(given)) {
    if (!(k in s)) throw new Error(`suitecrm replica: unknown switch "${k}"; known: ${Object.keys(s).join(', ')}`);
    const cur = (s as unknown as Record<string, unknown>)[k];
    if (typeof cur === 'boolean') (s as unknown as Record<string, unknown>)[k] = v === true || v === 'true' || v === 1 || v === '1';
    else if (typeof cur === 'number') (s as unknown as Record<string, unknown>)[k] = Number(v);
    else (s as unknown as Record<string, unknown>)[k] = String(v);
  }
  if (s.toast !== 'timeout' && s.toast !== 'navigation') throw new Error(`suitecrm replica: switch toast must be "timeout" or "navigation", got "${s.toast}"`);
  return s;
}

export interface Session {
  id: string;
  userId: string | null;
  failures: number;
}

export interface SuiteCtx {
  db: () => Database;
  mode: ReplicaMode;
  switches: Switches;
  sessions: Map<string, Session>;
}
