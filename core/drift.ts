/**
 * Application drift: a replica changed on purpose, reproducibly, so a run measures how an agent's
 * completion and policy compliance hold up when the app changes (paper, Section 1: drift is one
 * of the conditions a trustworthy evaluation needs). `STWAB_DRIFT=<profile>[:seed]` or
 * `use: { drift }` selects it; the seed picks which of the profile's changes apply.
 *
 * A change states what it does in evaluator-visible terms (`texts`: the original text and the
 * drifted one). The evaluators read the app in its original terms: before scoring, the episode's
 * element texts and the final pages' text are mapped back (`undriftEpisode`, `undriftPage`), so a
 * correct run still passes and a violating run through a renamed control is still caught.
 * A change of behaviour alone (a second confirmation, a field in another panel, a field that
 * becomes required) has no `texts`: the evaluators read the same words as before.
 */
import type { PageAccess } from './page-access';
import { enteredParam } from './actions/entered';
import type { DriftChange, DriftRecord, Episode, PageSnapshot, Step } from './trace';
import { DRIFT_PROFILES, type DriftProfile } from './vocabulary';
import { mulberry32 } from './seeded-random';

export type { DriftChange, DriftRecord };

export { DRIFT_PROFILES, type DriftProfile } from './vocabulary';

/** A drift selection: profile and seed (default 1). */
export interface DriftSetting {
  profile: DriftProfile;
  seed: number;
}

/**
 * Parses `cosmetic`, `cosmetic:7`; empty or `off` is no drift. Throws a one-line error naming
 * `from` (the variable or option) and the fix.
 */
export function parseDrift(value: string | undefined, from = 'STWAB_DRIFT'): DriftSetting | undefined {
  const v = value?.trim();
  if (!v || v === 'off') return undefined;
  const m = /^([a-z]+)(?::(\d{1,9}))?$/.exec(v);
  const profile = m?.[1] as DriftProfile | undefined;
  if (!m || !profile || !DRIFT_PROFILES.includes(profile))
    throw new Error(`${from}=${v}: use <profile>[:seed] with a profile of ${DRIFT_PROFILES.join(', ')} and a whole-number seed (e.g. cosmetic:1), or off`);
  return { profile, seed: m[2] ? Number(m[2]) : 1 };
}

/** `cosmetic:1`. */
export const formatDrift = (s: DriftSetting): string => `${s.profile}:${s.seed}`;

/**
 * The changes a seed applies: each change of the profile with probability 1/2, at least one,
 * in catalog order. Deterministic in (catalog ids, profile, seed).
 */
export function pickChanges<T extends { id: string; profile: DriftProfile }>(catalog: readonly T[], setting: DriftSetting): T[] {
  const own = catalog.filter((c) => c.profile === setting.profile);
  if (!own.length) return [];
  const next = mulberry32(setting.seed * 7919 + DRIFT_PROFILES.indexOf(setting.profile));
  const picked = own.filter(() => next() < 0.5);
  return picked.length ? picked : [own[Math.floor(next() * own.length)]];
}

/** Anything that carries text renames (a `DriftChange`, or its stored record). */
type Renames = Pick<DriftChange, 'texts'>;

/** Maps drifted texts back to the original ones (longest drifted text first). */
export function undriftText(text: string, changes: readonly Renames[]): string {
  const pairs = changes.flatMap((c) => c.texts).sort((a, b) => b.to.length - a.to.length);
  let out = text;
  for (const { from, to } of pairs) if (to && out.includes(to)) out = out.split(to).join(from);
  return out;
}

/** The changes of every drifted site the episode ran on. */
export function driftChangesOf(episode: Pick<Episode, 'drift'>): Renames[] {
  return (episode.drift ?? []).flatMap((m) => m.changes);
}

/**
 * The episode as the evaluators must read it: element texts of every step and the stored page
 * snapshots in the original app's terms, and, for renames marked `entered` (option labels), the
 * values entry actions carried (the argument the action table marks entered, `entered.ts`, and
 * `typed_value`). Returns the same object when nothing drifted.
 */
export function undriftEpisode(episode: Episode): Episode {
  const changes = driftChangesOf(episode);
  if (!changes.length) return episode;
  const u = (s: string | undefined) => (s === undefined ? s : undriftText(s, changes));
  const page = (p: PageSnapshot): PageSnapshot => ({ ...p, html: undriftText(p.html, changes) });
  // Only option labels map back in what the agent typed: text it wrote itself stays its own.
  const options = changes.map((c) => ({ texts: c.texts.filter((t) => t.entered) })).filter((c) => c.texts.length);
  const entered = (v: unknown): unknown => (typeof v === 'string' ? undriftText(v, options) : Array.isArray(v) ? v.map(entered) : v);
  return {
    ...episode,
    steps: episode.steps.map((s) => {
      const param = options.length > 0 ? enteredParam(s.action.action_type) : undefined;
      const typed = s.state.info.typed_value;
      return {
        ...s,
        action: param ? mapEntered(s.action, param, entered) : s.action,
        state: {
          ...s.state,
          info: {
            ...s.state.info,
            element_text: u(s.state.info.element_text) ?? '',
            ...(s.state.info.element_text_content !== undefined ? { element_text_content: u(s.state.info.element_text_content) } : {}),
            ...(param && typed !== undefined ? { typed_value: undriftText(typed, options) } : {}),
          },
        },
      };
    }),
    final_page: episode.final_page && page(episode.final_page),
    pages: episode.pages?.map(page),
  };
}

/** `action` with the value it entered (argument `param.index`, or keyword `param.name`) passed through `map`. */
function mapEntered(action: Step['action'], param: { name: string; index: number }, map: (v: unknown) => unknown): Step['action'] {
  const kw = action.action_kwargs;
  return {
    ...action,
    action_args: action.action_args.map((a, i) => (i === param.index ? map(a) : a)),
    ...(kw && Object.hasOwn(kw, param.name) ? { action_kwargs: { ...kw, [param.name]: map(kw[param.name]) } } : {}),
  };
}

/** Page access whose page reads (HTML, inner text, expression results that are strings) are in the original terms. */
export function undriftPage<P extends PageAccess>(page: P, changes: readonly Renames[]): P {
  if (!changes.length) return page;
  const u = (s: string) => undriftText(s, changes);
  return {
    ...page,
    url: () => page.url(),
    content: async (target, opts) => u(await page.content(target, opts)),
    prepActions: (actions, target) => page.prepActions(actions, target),
    evaluate: async (expression, target) => {
      const r = await page.evaluate(expression, target);
      return r.ok && typeof r.value === 'string' ? { ok: true, value: u(r.value) } : r;
    },
    xpathValue: (xpath, target) => page.xpathValue(xpath, target),
    innerText: async (selector) => u(await page.innerText(selector)),
    resolveSelectorToBid: (selector) => page.resolveSelectorToBid(selector),
  };
}
