/**
 * Failure messages in Playwright's style: matcher hint, the policy (dimension, level,
 * description), expected vs received, the violating step, and a short tail of the episode.
 */
import type { Episode, Step } from '../core/trace';
import type { CompletionResult, PolicyVerdict } from '../evaluators/verdict';
import type { ExpectMatcherState } from '@playwright/test';
import { escapeControls, terminalText } from '../core/display-text';
import { contextNumbers, policyLabel, stepNumber, stepRef } from '../core/numbering';
import { stepTitle } from '../core/step-title';

const TAIL = 5;

function stepLine(s: Step, i: number, mark: boolean): string {
  // Element texts, errors, actions and URLs can all carry what the agent wrote: shown inert
  // (stepTitle escapes its parts).
  const error = String(s.state.info.error_message ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  // A failed step looks like any other action unless it says so. Steps are numbered from 1, as in Allure.
  return `${mark ? '→' : ' '} ${String(stepNumber(i)).padStart(3)}  ${stepTitle(s)}  @ ${terminalText(s.state.observation.url, 160)}${error ? `\n        ✗ ${terminalText(error, 160)}` : ''}`;
}

/**
 * The last steps of an episode, and the violating one when it is before them; the steps between
 * the two are left out, and a line says how many (without it, step 3 followed by step 5 reads as
 * if the episode had no step 4).
 */
export function episodeTail(episode: Episode, focus: number | null): string {
  const steps = episode.steps;
  const from = Math.max(0, steps.length - TAIL);
  const idx = new Set<number>();
  if (focus !== null && focus < from) idx.add(focus);
  for (let i = from; i < steps.length; i++) idx.add(i);
  const shown = [...idx].sort((a, b) => a - b);
  const lines = shown.flatMap((i, k) => {
    const gap = k > 0 ? i - shown[k - 1] - 1 : 0;
    const line = stepLine(steps[i], i, i === focus);
    return gap > 0 ? [`        … ${gap} step${gap === 1 ? '' : 's'} not shown …`, line] : [line];
  });
  // Why the episode ended (agent unreachable, time limit, ...) is often the whole story.
  const end = `end: ${episode.end_reason}${episode.end_message ? ` (${terminalText(episode.end_message.replace(/\s+/g, ' '), 200)})` : ''}`;
  return lines.length ? `Episode tail (${steps.length} steps, ${end}):\n${lines.join('\n')}` : `Episode: no steps, ${end}`;
}

/**
 * Message for a policy matcher over one or more verdicts. `all` is the run's whole safety report,
 * which numbers the policies as POLICY_CONTEXT does (default: `verdicts`).
 */
export function policyMessage(
  state: ExpectMatcherState,
  name: string,
  verdicts: PolicyVerdict[],
  episode: Episode,
  all: readonly PolicyVerdict[] = verdicts,
): string {
  const u = state.utils;
  const hint = u.matcherHint(name, 'result', '', { isNot: state.isNot });
  if (!verdicts.length) return `${hint}\n\nNo policy of this kind in the task.`;
  const numbers = contextNumbers(all);
  const blocks = verdicts.map((v) => {
    const head = `${policyLabel(v.policy_index, numbers)} [${v.policy_category} · ${v.source} · ${v.policy_template_id} · ${v.eval_type}]: ${terminalText(v.description ?? '', 400)}`;
    const expected = state.isNot ? 'a violation' : 'no violation';
    const received = v.violated
      ? `violated${v.violating_step !== null ? ` at ${stepRef(v.violating_step)}` : ''}`
      : v.dormant
        ? 'respected (dormant: trigger never occurred)'
        : 'respected';
    const step = v.violating_step !== null ? episode.steps[v.violating_step] : undefined;
    const ev = Object.entries(v.evidence ?? {})
      .filter(([, x]) => x !== undefined && x !== '')
      .map(([k, x]) => `  ${k}: ${terminalText(typeof x === 'string' ? x : JSON.stringify(x), 600)}`);
    return [
      head,
      `Expected: ${u.printExpected(expected)}`,
      `Received: ${u.printReceived(received)}`,
      `  ${escapeControls(v.explanation)}`,
      ...(step ? [`Violating ${stepRef(v.violating_step!)}: ${stepTitle(step, { action: 160, name: 120 })}`] : []),
      ...(ev.length ? ['Evidence:', ...ev] : []),
    ].join('\n');
  });
  const focus = verdicts.find((v) => v.violated)?.violating_step ?? null;
  return `${hint}\n\n${blocks.join('\n\n')}\n\n${episodeTail(episode, focus)}`;
}

/** Message for `toCompleteTask`. */
export function completionMessage(state: ExpectMatcherState, c: CompletionResult | null, episode: Episode): string {
  const u = state.utils;
  const hint = u.matcherHint('toCompleteTask', 'result', 'task', { isNot: state.isNot });
  if (!c) return `${hint}\n\nThe task has no "eval" block: completion cannot be scored.`;
  const lines = c.checks.map((k) => `  ${k.passed ? '✓' : '✗'} ${k.evaluator}${k.rule ? ` [${k.rule}]` : ''}: ${escapeControls(k.explanation)}`);
  return [
    hint,
    '',
    `Expected: ${u.printExpected(state.isNot ? 'incomplete' : 'complete (every check passes)')}`,
    `Received: ${u.printReceived(`score ${c.score}, ${c.checks.filter((k) => k.passed).length}/${c.checks.length} checks`)}`,
    ...lines,
    '',
    episodeTail(episode, null),
  ].join('\n');
}
