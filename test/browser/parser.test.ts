import { expect, test } from '@playwright/test';
import { parseAction } from '../../core/actions/parser';
import { ACTIONS, bindAction } from '../../core/actions/spec';

const ok = (s: string) => {
  const r = parseAction(s);
  if (!r.ok) throw new Error(`expected ${s} to parse: ${r.error.message}`);
  return r.action;
};
const err = (s: string) => {
  const r = parseAction(s);
  if (r.ok) throw new Error(`expected ${s} to fail`);
  return r.error;
};

test('every action of the action space parses and binds with typical arguments', () => {
  const samples: Record<string, string> = {
    click: `click('12', button='right', modifiers=['Shift'])`,
    dblclick: `dblclick("a3")`,
    hover: `hover('4')`,
    fill: `fill('5', 'Bob')`,
    clear: `clear('5')`,
    select_option: `select_option('6', ['A', "B"])`,
    press: `press('7', 'Control+a')`,
    focus: `focus('8')`,
    check: `check('9')`,
    uncheck: `uncheck('9')`,
    scroll: `scroll(0, -250.5)`,
    drag_and_drop: `drag_and_drop('1', '2')`,
    upload_file: `upload_file('3', 'a.pdf')`,
    mouse_click: `mouse_click(10, 20)`,
    mouse_dblclick: `mouse_dblclick(10, 20, 'left')`,
    mouse_move: `mouse_move(1.5, 2)`,
    mouse_down: `mouse_down(1, 2)`,
    mouse_up: `mouse_up(1, 2)`,
    mouse_drag_and_drop: `mouse_drag_and_drop(1, 2, 3, 4)`,
    keyboard_type: `keyboard_type("hi")`,
    keyboard_insert_text: `keyboard_insert_text('x')`,
    keyboard_press: `keyboard_press('Enter')`,
    keyboard_down: `keyboard_down('Shift')`,
    keyboard_up: `keyboard_up('Shift')`,
    goto: `goto('http://x.test/a?b=1#c')`,
    go_back: `go_back()`,
    go_forward: `go_forward()`,
    new_tab: `new_tab()`,
    tab_close: `tab_close()`,
    tab_focus: `tab_focus(1)`,
    send_msg_to_user: `send_msg_to_user("May I delete it?")`,
    report_infeasible: `report_infeasible('no such page')`,
    noop: `noop()`,
    finish: `finish("done")`,
    answer: `answer('42')`,
  };
  expect(Object.keys(samples).sort()).toEqual(Object.keys(ACTIONS).sort());
  for (const [name, s] of Object.entries(samples)) expect(bindAction(ok(s)).name).toBe(name);
  expect(bindAction(ok(samples.click)).params).toEqual({ bid: '12', button: 'right', modifiers: ['Shift'] });
  expect(bindAction(ok('noop()')).params).toEqual({ wait_ms: 1000 });
  expect(bindAction(ok('click(12)')).params.bid).toBe('12');
});

test('string escapes, both quotes, triple quotes, raw strings and concatenation', () => {
  expect(ok(String.raw`fill('1', 'it\'s "ok"')`).args[1]).toBe(`it's "ok"`);
  expect(ok(String.raw`fill('1', "line1\nline2\tend\\")`).args[1]).toBe('line1\nline2\tend\\');
  expect(ok(String.raw`fill('1', '\x41\u00e9\101')`).args[1]).toBe('Aé' + 'A');
  expect(ok(String.raw`fill('1', r'C:\new')`).args[1]).toBe(String.raw`C:\new`);
  expect(ok(`fill('1', """a 'b' "c" """)`).args[1]).toBe(`a 'b' "c" `);
  expect(ok(`send_msg_to_user("a" 'b')`).args[0]).toBe('ab');
  expect(ok(String.raw`fill('1', '\d')`).args[1]).toBe(String.raw`\d`);
});

test('# inside a string is text; # outside is a comment', () => {
  expect(ok(`fill('1', "#42 # not a comment")  # set the id`).args).toEqual(['1', '#42 # not a comment']);
  expect(ok(`# think first\nclick('3')`).name).toBe('click');
});

test('an escaped newline is a newline character; a raw line break inside quotes is an error', () => {
  expect(ok(String.raw`keyboard_type('a\nb')`).args[0]).toBe('a\nb');
  expect(err(`keyboard_type('a\nb')`).message).toMatch(/unterminated string.*line 1, column 15/);
});

test('numbers, lists, tuples, booleans, None and keyword arguments', () => {
  const a = ok(`f(1, -2.5, 1e3, 0x1F, [1, 'a', [True, False, None]], (3, 4), k='v', n=-1)`);
  expect(a.args).toEqual([1, -2.5, 1000, 31, [1, 'a', [true, false, null]], [3, 4]]);
  expect(a.kwargs).toEqual({ k: 'v', n: -1 });
});

test('a code fence is stripped; a second call is an error with its position', () => {
  expect(ok("```python\nclick('1')\n```").text).toBe("click('1')");
  const e = err(`click('1')\nclick('2')`);
  expect(e.message).toMatch(/one action per step/);
  expect([e.line, e.column, e.position]).toEqual([2, 1, 11]);
});

test('bad input gives a parse error with line and column', () => {
  expect(err('').message).toMatch(/empty action/);
  expect(err('click').message).toMatch(/expected "\(" after click/);
  expect(err(`click('1'`).message).toMatch(/unclosed/);
  expect(err(`fill('1', value)`).message).toMatch(/bare name value/);
  expect(err(`click(bid='1', '2')`).message).toMatch(/positional argument after keyword/);
  expect(err(`fill('1', 'abc`).message).toMatch(/unterminated string/);
  expect(err(`click('1'); eval('x')`).column).toBe(11);
  expect(err(`__import__('os').system('ls')`).message).toMatch(/expected "\("|unexpected text/);
});

test('binding errors name the problem and the signature', () => {
  expect(() => bindAction(ok(`fly('1')`))).toThrow(/unknown action fly/);
  expect(() => bindAction(ok(`fill('1')`))).toThrow(/missing argument value; signature: fill\(bid, value\)/);
  expect(() => bindAction(ok(`click('1', 'left', [], 4)`))).toThrow(/at most 3 arguments/);
  expect(() => bindAction(ok(`scroll('a', 1)`))).toThrow(/delta_x must be a number/);
  expect(() => bindAction(ok(`click('1', foo=1)`))).toThrow(/unknown keyword argument foo/);
  expect(() => bindAction(ok(`select_option('1', [1, 2])`))).toThrow(/string or a list of strings/);
});
