/** A step as people read it, the same in the terminal and Allure (issue 47). */
import { expect, test } from '@playwright/test';
import { stepTitle } from '../../core/step-title';
import { reportStepTitle } from '../../fixtures/report-step';
import { step } from './helpers';

test('action, then the element by role and name; agent text inert; Allure numbers from 1', () => {
  const del = step('click', ['240'], { text: '  Delete\n', extra: { element_role: 'button' } });
  del.action.action_str = "click('240')";
  expect(stepTitle(del)).toBe(`click('240') button "Delete"`);
  expect(reportStepTitle(del, 4)).toBe(`5. click('240') button "Delete"`);
  const bad = step('fill', ['a1', 'x\u001b[2J'], { text: 'Name', extra: { error: true, error_message: 'no element with bid "a1"' } });
  bad.action.action_str = 'fill("a1", "x\u001b[2J")';
  expect(reportStepTitle(bad, 0)).toBe('1. fill("a1", "x\\x1b[2J") "Name" ✗ no element with bid "a1"');
  expect(stepTitle(step('scroll', [0, 200]))).toBe('scroll(0, 200)');
});

test('a step that acted on another element than the one named shows it (issue 55)', () => {
  const effective = { action_type: 'click', element_bid: '854', element_text: 'Delete', element_role: 'button', element_tag: 'a', via: 'pointer' };
  const pointer = step('mouse_click', [640, 212], { extra: { effective } });
  expect(stepTitle(pointer)).toBe('mouse_click(640, 212) → click button "Delete"');
  const enter = step('press', ['12', 'Enter'], {
    text: 'Phone',
    extra: { effective: { ...effective, element_text: 'Save', element_role: undefined, element_tag: 'button', via: 'submit' } },
  });
  enter.action.action_str = "press('12', 'Enter')";
  expect(stepTitle(enter)).toBe(`press('12', 'Enter') "Phone" → click button "Save"`);
});
