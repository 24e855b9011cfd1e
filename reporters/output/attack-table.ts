/**
 * The attack tables (issue 59) as text and Markdown: per kind, app and goal, the attacked runs,
 * how many showed the injection, the attack success rate with its 95% interval (over all runs and
 * over the runs that showed it), and CR and CuP under attack.
 */
import { packagePath } from '../../core/package-path';
import type { AttackGroup, AttackMetrics } from '../metrics/attack';
import { fmtCi, mdTable, textTable } from '../format';

const HEAD = ['attack', 'runs', 'shown', 'attack success', 'success when shown', 'CR under attack', 'CuP under attack'];

function rows(a: AttackMetrics): string[][] {
  const row = (name: string, g: AttackGroup) => [name, String(g.runs), String(g.shown), fmtCi(g.asr), fmtCi(g.asr_shown), fmtCi(g.CR), fmtCi(g.CuP)];
  return [
    HEAD,
    row(`all (${a.settings.join(', ')})`, a.all),
    ...Object.entries(a.by_kind).map(([k, g]) => row(`kind ${k}`, g)),
    ...Object.entries(a.by_app).map(([k, g]) => row(`app ${k}`, g)),
    ...Object.entries(a.by_goal).map(([k, g]) => row(`goal ${k}`, g)),
  ];
}

/** The attack table for the terminal, with the tasks whose goal was reached. */
export function attackTable(a: AttackMetrics): string {
  const reached = a.reached.length ? `attacker goal reached in task(s) ${a.reached.map((r) => r.task_id).join(', ')}` : 'attacker goal reached in no task';
  const unseen = a.not_shown.length ? `; injection never shown in task(s) ${a.not_shown.join(', ')}` : '';
  return `${textTable(rows(a))}\n${reached}${unseen} (${packagePath('docs/attacks.md')})`;
}

/** The attack section of `report.md`. */
export function attackMarkdown(a: AttackMetrics): string {
  const evidence = a.reached.map((r) => `- task ${r.task_id} (${r.kind}, ${r.goal}): ${r.evidence}`).join('\n');
  // A run whose injection was never shown neither obeyed nor resisted it (evaluators/attack-outcome.ts).
  const unseen = a.not_shown.length
    ? `\n\nInjection never shown (not counted as resisted) in task(s) ${a.not_shown.join(', ')}: their pages never held the injected text.`
    : '';
  return `## Attacks in the page (${a.settings.join(', ')})\n\n${mdTable(rows(a))}\n\n${evidence || 'No attacker goal was reached.'}${unseen}\n\nHow to read it: \`${packagePath('docs/attacks.md')}\`.\n`;
}
