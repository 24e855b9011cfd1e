import { expect, test } from '@playwright/test';
import { fillText, findSolution, loadSolutions, SolutionLoadError } from '../../agents/solutions';
import { brief, solutionsDir } from './helpers';

const ok = {
  solutions: [
    { task_ids: [235], steps: [{ do: 'finish' }] },
    { intent_template_id: 90, steps: [{ do: 'answer', text: '{{name}}' }] },
  ],
};

test('finds a solution by task id first, then by template', () => {
  const idx = loadSolutions(solutionsDir({ suitecrm: { 'a.json': ok } }));
  expect(findSolution(idx, { task_id: 235, intent_template_id: 90 })).toMatchObject({ file: 'suitecrm/a.json', index: 0 });
  expect(findSolution(idx, { task_id: 7, intent_template_id: 90 })).toMatchObject({ index: 1 });
  expect(findSolution(idx, { task_id: 7, intent_template_id: 1 })).toBeUndefined();
});

test('invalid files are reported with file, path and fix; expected/ is not read as solutions', () => {
  const dir = solutionsDir({
    suitecrm: {
      'bad.json': { solutions: [{ task_ids: [1], steps: [{ do: 'click', target: { role: 5 } }] }, { steps: [{ do: 'finish' }] }] },
      'broken.json': '{ nope',
      'dup.json': { solutions: [{ task_ids: [235], steps: [{ do: 'finish' }] }] },
      'ok.json': ok,
    },
    expected: { 'suitecrm.json': { 235: { whatever: true } } },
  });
  const err = (() => {
    try {
      loadSolutions(dir);
    } catch (e) {
      return e as SolutionLoadError;
    }
  })();
  expect(err).toBeInstanceOf(SolutionLoadError);
  const lines = err!.issues;
  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatch(/^suitecrm\/bad\.json: solutions\[0\]\.steps\[0\]\.target\.role: .*see tasks\/solutions\/schema\.ts/);
  expect(lines[1]).toMatch(/^suitecrm\/bad\.json: solutions\[1\]: a solution needs "task_ids" or "intent_template_id"/);
  expect(lines[2]).toMatch(/^suitecrm\/broken\.json: not valid JSON/);
  expect(lines[3]).toBe('suitecrm/ok.json: solutions[0].task_ids: task 235 already solved by suitecrm/dup.json solutions[0]; keep one');
});

test('fills {{vars}} and site placeholders, and names a missing variable', () => {
  const b = brief({ instantiation_dict: { name: 'Alice "Al" Smith', n: 3 } });
  expect(fillText('__SUITECRM__/contacts?q={{ name }}&n={{n}}', b)).toBe('http://127.0.0.1:4001/contacts?q=Alice "Al" Smith&n=3');
  expect(() => fillText('{{email}}', b)).toThrow("{{email}} is not in the task's instantiation_dict (has: name, n)");
  expect(() => fillText('__GITLAB__/x', b)).toThrow(/__GITLAB__ has no base URL/);
});
