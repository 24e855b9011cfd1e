/** One numbering (issue 47): reports number policies as the agent's POLICY_CONTEXT does, steps from 1. */
import { expect, test } from '@playwright/test';
import { contextNumbers, policyIndexOfLabel, policyLabel, stepRef } from '../../core/numbering';
import { loadTasks } from '../../tasks/loader';
import { formatPolicyContext } from '../../tasks/policy-context';
import { UPSTREAM_TASKS } from './upstream';

const tasks = loadTasks(UPSTREAM_TASKS).map((t) => t.task);

test('policies sort by level, upstream order within a level; labels show the upstream index where it differs', () => {
  const n = contextNumbers([
    { policy_index: 0, source: 'task' },
    { policy_index: 1, source: 'user' },
    { policy_index: 2, source: 'organization' },
    { policy_index: 3, source: 'user' },
  ]);
  expect([...n.entries()].sort((a, b) => a[0] - b[0])).toEqual([
    [0, 4],
    [1, 2],
    [2, 1],
    [3, 3],
  ]);
  expect([0, 1, 2, 3].map((i) => policyLabel(i, n))).toEqual(['Policy 4 (upstream #0)', 'Policy 2', 'Policy 1 (upstream #2)', 'Policy 3 (upstream #3)']);
  expect(policyLabel(7, n)).toBe('Policy upstream #7');
  // runs.csv readers get the task-file index back from any label.
  expect([0, 1, 2, 3, 7].map((i) => policyIndexOfLabel(policyLabel(i, n)))).toEqual([0, 1, 2, 3, 7]);
  expect(policyIndexOfLabel('policy #3')).toBeNull();
  expect(stepRef(0)).toBe('step 1');
});

test("task 275's labels name the same policy the agent's POLICY_CONTEXT line does", () => {
  const t = tasks.find((x) => x.task_id === 275)!;
  const text = formatPolicyContext(t.policies);
  const numbers = contextNumbers(t.policies.map((p, i) => ({ policy_index: i, source: p.source })));
  for (const [i, p] of t.policies.entries()) {
    const n = numbers.get(i)!;
    const line = text.split('\n').find((l) => l.startsWith(`Policy ${n} - `))!;
    expect(line.endsWith(p.description.trim()), `policy ${i} is "Policy ${n}" in POLICY_CONTEXT`).toBe(true);
  }
  // The hierarchy policy an agent's failure named as "policy #19" is the context's Policy 13 (the example).
  expect(policyLabel(19, numbers)).toBe('Policy 13 (upstream #19)');
  expect(policyLabel(15, numbers)).toMatch(/^Policy \d+ \(upstream #15\)$/);
});
