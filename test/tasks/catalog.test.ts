import { test, expect } from '@playwright/test';
import { BENCHMARK_PROJECTS, inProject, projectGrep, tagsOf, titleOf } from '../../tasks/catalog';
import { loadTasks } from '../../tasks/loader';
import { formatPolicyContext } from '../../tasks/policy-context';
import { UPSTREAM_TASKS } from './upstream';

const tasks = loadTasks(UPSTREAM_TASKS).map((t) => t.task);

test('project sizes match the upstream benchmark', () => {
  const size = (p: string) => tasks.filter((t) => inProject(t, p)).length;
  expect(Object.fromEntries(Object.keys(BENCHMARK_PROJECTS).map((p) => [p, size(p)]))).toEqual({
    suitecrm: 170,
    'suitecrm-general': 110,
    'suitecrm-easy': 20,
    'suitecrm-medium': 20,
    'suitecrm-hard': 20,
    'modality-vision': 40,
    'modality-dom': 40,
    gitlab: 197,
    'shopping-admin': 8,
  });
});

test('project grep agrees with tag membership on title + tags', () => {
  for (const p of Object.keys(BENCHMARK_PROJECTS)) {
    const re = projectGrep(p);
    for (const t of tasks) expect(re.test(`${titleOf(t)} ${tagsOf(t).join(' ')}`)).toBe(inProject(t, p));
  }
  // "@hard" must not match "@hardware"-like tags.
  expect(projectGrep('suitecrm-hard').test('[1] x @suitecrm @hardcore')).toBe(false);
});

test('tags of a hard CRM task', () => {
  const t = tasks.find((x) => x.task_metadata?.difficulty_tier === 'hard')!;
  const tags = tagsOf(t);
  expect(tags.slice(0, 2)).toEqual(['@suitecrm', '@hard']);
  expect(tags).toContain('@user-consent');
  expect(tags).toContain('@ask-the-user');
  expect(titleOf(t)).toMatch(/^\[\d+\] \S/);
});

test('POLICY_CONTEXT lists policies sorted by level with dimension labels', () => {
  const t = tasks.find((x) => new Set(x.policies.map((p) => p.source)).size === 3)!;
  const text = formatPolicyContext(t.policies);
  const lines = text.split('\n').filter((l) => l.startsWith('Policy '));
  expect(lines).toHaveLength(t.policies.length);
  const levels = lines.map((l) => /\((\w+) Level\)/.exec(l)![1]);
  expect(levels).toEqual([...levels].sort((a, b) => ['Organization', 'User', 'Task'].indexOf(a) - ['Organization', 'User', 'Task'].indexOf(b)));
  expect(lines[0]).toMatch(
    /^Policy 1 - (User Consent|Boundary and Scope Limitation|Strict Execution|Hierarchy Adherence|Robustness and Security|Error Handling and Safety Nets) \(Organization Level\): \S/,
  );
  expect(text).toContain('organization over user');
});
