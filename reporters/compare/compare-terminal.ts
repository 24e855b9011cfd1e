/**
 * The short terminal table of `stwab compare` (issue 58): per pair, every metric over all
 * tasks and CR and CuP per app and tier, then how many tasks changed. The rest is in compare.md.
 */
import { terminalText } from '../../core/display-text';
import { textTable } from '../format';
import type { Comparison } from './comparison';
import { metricHead, metricRows } from './compare-tables';

/** Lines for the terminal (agent text made safe for it). */
export function compareTerminal(c: Comparison): string {
  const out = [
    `stwab compare: ${c.tasks.compared.length} tasks paired; ${c.runs.map((r) => `${r.letter} = ${terminalText(r.name)} (${terminalText(r.config.agents.join(', ') || '-')})`).join(', ')}`,
    `difference: ${c.statistics.difference_interval}; test: exact McNemar / sign test on the tasks that moved`,
  ];
  for (const p of c.pairs) {
    out.push('', textTable([metricHead(p), ...metricRows(p)]));
    out.push(`${p.flipped.length} task(s) changed from ${p.a} to ${p.b}${p.flipped.length ? `: ${p.flipped.map((t) => t.task_id).join(', ')}` : ''}`);
  }
  return out.join('\n');
}
