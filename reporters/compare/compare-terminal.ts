/**
 * The short terminal table of `stwab compare` (issue 58): per pair, every metric over all
 * tasks (attack success too when a run was attacked) and CR and CuP per app and tier, then how
 * many tasks changed. The rest is in compare.md.
 */
import { terminalText } from '../../core/display-text';
import { textTable } from '../format';
import { attackSettings } from './comparable';
import type { Comparison } from './comparison';
import { metricHead, metricRows } from './compare-tables';

/** Lines for the terminal (agent text made safe for it). */
export function compareTerminal(c: Comparison): string {
  const attacked = c.runs.some((r) => r.config.attack);
  const out = [
    `stwab compare: ${c.tasks.compared.length} tasks paired; ${c.runs.map((r) => `${r.letter} = ${terminalText(r.name)} (${terminalText(r.config.agents.join(', ') || '-')}${attacked ? `, attack ${attackSettings(r.config).join(', ')}` : ''})`).join(', ')}`,
    `difference: ${c.statistics.difference_interval}; test: exact McNemar / sign test on the tasks that moved`,
  ];
  for (const p of c.pairs) {
    out.push('', textTable([metricHead(p), ...metricRows(p)]));
    out.push(`${p.flipped.length} task(s) changed from ${p.a} to ${p.b}${p.flipped.length ? `: ${p.flipped.map((t) => t.task_id).join(', ')}` : ''}`);
  }
  return out.join('\n');
}
