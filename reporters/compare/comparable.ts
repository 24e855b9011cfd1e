/**
 * Whether stored runs can be compared task by task (issue 58). Runs differ on purpose in their
 * agent or model; everything else that changes a verdict must be the same, or the difference
 * would be read as the agent's: the task file, the task revision, the evaluator profile, the
 * drift of the apps, the guard, the simulated user and the attack in the page (issue 59). A comparison about one of these settings
 * (`--about guard`) lets that one differ and says so.
 */
import { basename } from 'node:path';
import type { RunConfig } from '../run-config';

/** Settings a comparison may be about (`--about`). The task file is not one: tasks must pair. */
export const ABOUT_SETTINGS = ['revision', 'profile', 'drift', 'guard', 'user', 'attack'] as const;
export type AboutSetting = (typeof ABOUT_SETTINGS)[number];

interface Setting {
  /** How a person names it, singular and plural. */
  one: string;
  many: string;
  values: (c: RunConfig) => string[];
}

/**
 * A run's attack settings (`STWAB_ATTACK`): `off` when no run was attacked. In an attacked folder
 * a run without an attack is one that stopped before its page was set up (a harness error, left
 * out of the pairing), not a second setting.
 */
export function attackSettings(c: RunConfig): string[] {
  const on = (c.attack ?? []).filter((x) => x !== 'off');
  return on.length ? on : ['off'];
}

const short = (sha: string | null) => (sha ? ` (sha256 ${sha.slice(0, 12)})` : '');

const SETTINGS: Record<AboutSetting | 'tasks' | 'agent', Setting> = {
  // The file's bytes decide; its path may differ between machines.
  tasks: {
    one: 'task file',
    many: 'task files',
    values: (c) => c.tasks.map((t) => (t.sha256 ? `${basename(t.source)}${short(t.sha256)}` : t.source)),
  },
  revision: { one: 'task revision', many: 'task revisions', values: (c) => c.revisions.map((r) => `${r.name}${short(r.sha256)}`) },
  profile: { one: 'profile', many: 'profiles', values: (c) => c.profiles },
  drift: { one: 'drift setting', many: 'drift settings', values: (c) => c.drift },
  guard: { one: 'guard mode', many: 'guard modes', values: (c) => c.guard_modes },
  user: { one: 'simulated-user mode', many: 'simulated-user modes', values: (c) => c.user_modes },
  attack: { one: 'attack setting', many: 'attack settings', values: attackSettings },
  agent: { one: 'agent', many: 'agents', values: (c) => c.agents },
};

/** The key that decides whether two task sources are the same file: sha256 when both know it. */
function sameTasks(a: RunConfig, b: RunConfig): boolean {
  if (!a.tasks.length || !b.tasks.length) return true;
  const key = (c: RunConfig, bySha: boolean) => c.tasks.map((t) => (bySha ? t.sha256 : t.source)).join('\n');
  const bySha = [...a.tasks, ...b.tasks].every((t) => t.sha256);
  return key(a, bySha) === key(b, bySha);
}

/**
 * One line saying why `runs` cannot be compared, or null when they can. `runs[i].name` names
 * each run in the line. `about` is the setting the comparison is about: it may differ.
 */
export function comparabilityProblem(runs: readonly { name: string; config: RunConfig }[], about?: AboutSetting): string | null {
  for (const r of runs)
    for (const s of Object.values(SETTINGS)) {
      const v = s.values(r.config);
      if (v.length > 1) return `${r.name} pools ${v.length} ${s.many} (${v.join(', ')}); compare runs of one ${s.one} each (one results folder per run)`;
    }
  const [first, ...rest] = runs;
  for (const [key, s] of Object.entries(SETTINGS)) {
    if (key === 'agent' || key === about) continue;
    for (const r of rest) {
      const differs = key === 'tasks' ? !sameTasks(first.config, r.config) : s.values(first.config).join() !== s.values(r.config).join();
      if (!differs) continue;
      const said = (c: RunConfig) => s.values(c).join(', ') || '(unknown)';
      const fix =
        key === 'tasks'
          ? 'tasks pair only within one task file; compare runs of the same file'
          : `compare runs of one ${s.one}, or say the comparison is about it: --about ${key}`;
      return `${first.name} ran ${s.one} ${said(first.config)} but ${r.name} ran ${s.one} ${said(r.config)}: ${fix}`;
    }
  }
  return null;
}
