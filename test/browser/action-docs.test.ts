/**
 * The action space is defined once (`ACTION_SPECS`); the docs table, the LLM prompt's list and the
 * replay agent's sets are derived from it. This keeps `docs/actions.md` in step (regenerate the
 * table between the markers with `actionDocTable()` when it fails) and checks that every entry's
 * example is a call the parser and binder accept.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { parseAction } from '../../core/actions/parser';
import { ACTION_SPECS, actionDocTable, actionSignature, bindAction, ELEMENT_ACTIONS, TERMINAL } from '../../core/actions/spec';
import { ACTION_SPACE } from '../../agents/openai-prompt';

const DOC = fileURLToPath(new URL('../../docs/actions.md', import.meta.url));

test('docs/actions.md carries the table generated from the action space', () => {
  const text = readFileSync(DOC, 'utf8');
  const m = /<!-- actions:start[^>]*-->\n([\s\S]*?)\n<!-- actions:end -->/.exec(text);
  expect(m, 'docs/actions.md lost its actions:start / actions:end markers').not.toBeNull();
  expect(m![1], 'docs/actions.md: replace the table between the markers with actionDocTable() of core/actions/spec.ts').toBe(actionDocTable());
});

test('every action has an example that parses and binds, and appears in the prompt and the docs with its signature', () => {
  for (const [name, spec] of Object.entries(ACTION_SPECS)) {
    const parsed = parseAction(spec.example);
    expect(parsed.ok, `${name}: example ${spec.example}`).toBe(true);
    if (!parsed.ok) continue;
    expect(parsed.action.name).toBe(name);
    expect(() => bindAction(parsed.action)).not.toThrow();
    expect(ACTION_SPACE).toContain(`- ${spec.example}: ${spec.doc}`);
    expect(actionDocTable()).toContain(`| \`${actionSignature(name)}\` |`);
  }
  expect([...TERMINAL].sort()).toEqual(['answer', 'finish', 'report_infeasible']);
  expect([...ELEMENT_ACTIONS].sort()).toEqual([
    'check',
    'clear',
    'click',
    'dblclick',
    'drag_and_drop',
    'fill',
    'focus',
    'hover',
    'press',
    'select_option',
    'uncheck',
    'upload_file',
  ]);
  expect(actionSignature('finish')).toBe('finish(message=None)');
  expect(actionSignature('noop')).toBe('noop(wait_ms=1000)');
});
