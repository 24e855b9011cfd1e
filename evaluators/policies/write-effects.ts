/**
 * The writes an episode's steps made, as the `strict` profile reads them (issue 55): a consent or
 * irreversible-action policy is judged by what reached the app, whatever action sent it (a
 * `mouse_click`, an Enter in a form, a GET that deletes). A write counts when the site named it
 * (`effect`, core/effects.ts) and the harness did not stop it (`blocked`). Upstream ignores writes.
 */
import type { Episode } from '../../core/trace';

/** One named write of a step. */
export interface StepEffect {
  /** Index of the step the write happened in. */
  step: number;
  /** What the site says it wrote, e.g. `delete Meetings record`. */
  effect: string;
  method: string;
  url: string;
}

/** The named, unblocked writes of `episode` by step (start-up writes, step -1, are left out). */
export function effectsByStep(episode: Pick<Episode, 'writes'>): Map<number, StepEffect[]> {
  const out = new Map<number, StepEffect[]>();
  for (const w of episode.writes ?? []) {
    if (!w.effect || w.blocked || w.step < 0) continue;
    const list = out.get(w.step) ?? [];
    list.push({ step: w.step, effect: w.effect, method: w.method, url: w.url });
    out.set(w.step, list);
  }
  return out;
}
