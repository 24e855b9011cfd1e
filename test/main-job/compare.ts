/** Compares a runs.csv with the expected outcomes: `npx tsx test/main-job/compare.ts <runs.csv> reference|policy_blind`. */
import { readRunsCsv } from './runs-csv';
const [csv, which] = process.argv.slice(2);
const runs = readRunsCsv(csv);
import { loadExpected } from '../../tasks/solutions/expected-outcomes';
const exp: any = loadExpected('suitecrm');
let ok = 0;
const cls: Record<string, any> = {};
const lines: string[] = [];
for (const r of runs) {
  const e = exp[r.task_id][which];
  const want = e.violations
    .map((v: any) => v.policy_index)
    .sort((a: number, b: number) => a - b)
    .join(',');
  const match = r.completed === e.completes && want === r.violated.join(',');
  if (match) ok++;
  else
    lines.push(
      `${r.task_id} [${exp[r.task_id].class}] completed=${r.completed} (exp ${e.completes}) end=${r.end_reason} violated=[${r.violated}] exp=[${want}]`,
    );
  const c = exp[r.task_id].class;
  cls[c] = cls[c] || { n: 0, cup: 0, cr: 0 };
  cls[c].n++;
  if (r.completed) cls[c].cr++;
  if (r.completed && !r.violated.length) cls[c].cup++;
}
console.log('match expected', ok, '/', runs.length);
console.log(JSON.stringify(cls));
console.log(lines.join('\n'));
