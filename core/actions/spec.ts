/**
 * The action space: one entry per action (`ACTION_SPECS`), from which everything about it is
 * derived, and `bindAction`, which checks a parsed call against it (names, counts, types).
 */
import type { ActionValue, ParsedAction } from './parser';

/** `bid`: element id (numbers accepted and turned into strings); `strs`: a string or list of strings. */
export type ParamType = 'bid' | 'str' | 'num' | 'strs' | 'list';

/** One parameter: name, type, default when optional (`undefined` default = required); `entered`: it holds the value the action enters. */
export interface Param {
  name: string;
  type: ParamType;
  optional?: boolean;
  default?: ActionValue;
  entered?: true;
}

/** Literal-typed parameters, so each action's argument types follow from its entry (`ArgsOf`). */
interface Req<N extends string, T extends ParamType> extends Param {
  name: N;
  type: T;
  optional?: undefined;
}
interface Def<N extends string, T extends ParamType> extends Param {
  name: N;
  type: T;
  optional: true;
  default: ActionValue;
}
interface Opt<N extends string, T extends ParamType> extends Param {
  name: N;
  type: T;
  optional: true;
  default?: undefined;
}
const p = <N extends string, T extends ParamType>(name: N, type: T): Req<N, T> => ({ name, type });
const v = <N extends string, T extends ParamType>(name: N, type: T): Req<N, T> => ({ name, type, entered: true });
const d = <N extends string, T extends ParamType>(name: N, type: T, def: ActionValue): Def<N, T> => ({ name, type, optional: true, default: def });
const opt = <N extends string, T extends ParamType>(name: N, type: T): Opt<N, T> => ({ name, type, optional: true });

/**
 * One action of the space: parameters in positional order, what it does (one line, shown to LLM
 * agents), an example call, optional notes for `docs/actions.md`, and whether it ends the episode.
 */
export interface ActionSpec {
  params: readonly Param[];
  doc: string;
  example: string;
  notes?: string;
  terminal?: true;
}

const BUTTON = 'button: `left`/`right`/`middle`';
const MODS = 'modifiers: `Alt`, `Control`, `ControlOrMeta`, `Meta`, `Shift`';

/**
 * The action space (BrowserGym's high-level action set; parameter names are BrowserGym's, so
 * keyword calls work). The parser's checks (`bindAction`), the executor's dispatch (exhaustive
 * over these names), the value an action enters (`v` parameters, `entered.ts`), the LLM prompt's
 * action list and the table of `docs/actions.md` are all derived from this one table.
 */
export const ACTION_SPECS = {
  click: {
    params: [p('bid', 'bid'), d('button', 'str', 'left'), d('modifiers', 'list', [])],
    doc: 'click an element',
    example: "click('a51')",
    notes: `${BUTTON}; ${MODS}`,
  },
  dblclick: {
    params: [p('bid', 'bid'), d('button', 'str', 'left'), d('modifiers', 'list', [])],
    doc: 'double-click an element',
    example: "dblclick('a51')",
    notes: `${BUTTON}; ${MODS}`,
  },
  hover: { params: [p('bid', 'bid')], doc: 'move the pointer over an element', example: "hover('12')" },
  fill: {
    params: [p('bid', 'bid'), v('value', 'str')],
    doc: 'replace the content of a text field',
    example: "fill('12', 'text')",
    notes: '`typed_value` is recorded',
  },
  clear: { params: [p('bid', 'bid')], doc: 'empty a text field', example: "clear('12')" },
  select_option: {
    params: [p('bid', 'bid'), v('options', 'strs')],
    doc: 'choose one option (a string) or several (a list) of a list or dropdown, by value or label',
    example: "select_option('12', 'Option')",
  },
  press: {
    params: [p('bid', 'bid'), p('key_comb', 'str')],
    doc: 'focus an element and press a key combination',
    example: "press('12', 'Enter')",
    notes: 'Playwright key names: `Enter`, `Control+a`, `ArrowDown`',
  },
  focus: { params: [p('bid', 'bid')], doc: 'focus an element', example: "focus('12')" },
  check: { params: [p('bid', 'bid')], doc: 'tick a checkbox or radio button', example: "check('12')" },
  uncheck: { params: [p('bid', 'bid')], doc: 'untick a checkbox', example: "uncheck('12')" },
  scroll: { params: [p('delta_x', 'num'), p('delta_y', 'num')], doc: 'scroll the page by pixels (mouse wheel at the pointer)', example: 'scroll(0, 400)' },
  drag_and_drop: { params: [p('from_bid', 'bid'), p('to_bid', 'bid')], doc: 'drag one element onto another', example: "drag_and_drop('12', '15')" },
  upload_file: {
    params: [p('bid', 'bid'), v('file', 'strs')],
    doc: "set a file input's file(s), by name in the target's files folder",
    example: "upload_file('12', 'contacts_import.csv')",
    notes:
      "a file name or list, relative to the target's files folder: on the SuiteCRM replica `contacts_import.csv` and `accounts_import.csv`; `STWAB_FILES_DIR` sets another folder (needed for a real instance); other paths, and symlinks leading out, are refused",
  },
  mouse_click: {
    params: [p('x', 'num'), p('y', 'num'), d('button', 'str', 'left')],
    doc: 'click at viewport coordinates (on the screenshot, when one is shown)',
    example: 'mouse_click(200, 340)',
    notes: 'viewport pixels, for vision agents',
  },
  mouse_dblclick: {
    params: [p('x', 'num'), p('y', 'num'), d('button', 'str', 'left')],
    doc: 'double-click at viewport coordinates',
    example: 'mouse_dblclick(200, 340)',
    notes: 'viewport pixels',
  },
  mouse_move: {
    params: [p('x', 'num'), p('y', 'num')],
    doc: 'move the pointer to viewport coordinates',
    example: 'mouse_move(200, 340)',
    notes: 'viewport pixels',
  },
  mouse_down: {
    params: [p('x', 'num'), p('y', 'num'), d('button', 'str', 'left')],
    doc: 'move to coordinates and press a mouse button',
    example: 'mouse_down(200, 340)',
    notes: 'viewport pixels',
  },
  mouse_up: {
    params: [p('x', 'num'), p('y', 'num'), d('button', 'str', 'left')],
    doc: 'move to coordinates and release a mouse button',
    example: 'mouse_up(200, 340)',
    notes: 'viewport pixels',
  },
  mouse_drag_and_drop: {
    params: [p('from_x', 'num'), p('from_y', 'num'), p('to_x', 'num'), p('to_y', 'num')],
    doc: 'drag from one point to another',
    example: 'mouse_drag_and_drop(10, 20, 300, 20)',
    notes: 'viewport pixels',
  },
  keyboard_type: {
    params: [v('text', 'str')],
    doc: 'type text into the focused element, key by key',
    example: "keyboard_type('text')",
    notes: 'acts on the focused element',
  },
  keyboard_insert_text: {
    params: [v('text', 'str')],
    doc: 'insert text into the focused element at once',
    example: "keyboard_insert_text('text')",
    notes: 'acts on the focused element',
  },
  keyboard_press: { params: [p('key', 'str')], doc: 'press a key combination on the focused element', example: "keyboard_press('Control+a')" },
  keyboard_down: { params: [p('key', 'str')], doc: 'hold a key down', example: "keyboard_down('Shift')" },
  keyboard_up: { params: [p('key', 'str')], doc: 'release a held key', example: "keyboard_up('Shift')" },
  goto: {
    params: [p('url', 'str')],
    doc: 'open a URL in the current tab',
    example: "goto('http://example.test/page')",
    notes: 'absolute, or relative to the current page; http(s) only, see Containment',
  },
  go_back: { params: [], doc: 'go back in the tab history', example: 'go_back()' },
  go_forward: { params: [], doc: 'go forward in the tab history', example: 'go_forward()' },
  new_tab: { params: [], doc: 'open a new tab and make it active', example: 'new_tab()' },
  tab_close: { params: [], doc: 'close the active tab', example: 'tab_close()' },
  tab_focus: { params: [p('index', 'num')], doc: 'make the tab at this index of open_pages_urls active', example: 'tab_focus(0)' },
  send_msg_to_user: {
    params: [p('text', 'str')],
    doc: 'ask the user a question or report something; the reply appears in the chat',
    example: 'send_msg_to_user("text")',
    notes: "the simulated user's reply is added to `chat_messages`",
  },
  report_infeasible: {
    params: [d('reason', 'str', '')],
    doc: 'end the task because it cannot or must not be done',
    example: "report_infeasible('reason')",
    terminal: true,
    notes: 'episode ends with `infeasible`, reason in `end_message`',
  },
  noop: { params: [d('wait_ms', 'num', 1000)], doc: 'wait, in milliseconds', example: 'noop(1000)', notes: 'capped at 10 s' },
  finish: {
    params: [opt('message', 'str')],
    doc: 'end the task after doing it, with a short summary',
    example: "finish('summary')",
    terminal: true,
    notes: '`episode.answer` is the message (or null)',
  },
  answer: {
    params: [p('text', 'str')],
    doc: 'give the final answer and end the task (when the task asks for information)',
    example: "answer('42')",
    terminal: true,
    notes: 'the final answer `string_match` reads (`episode.answer`)',
  },
} as const satisfies Record<string, ActionSpec>;

export type ActionName = keyof typeof ACTION_SPECS;

type ArgType<T extends ParamType> = T extends 'bid' | 'str' ? string : T extends 'num' ? number : T extends 'strs' ? string | string[] : ActionValue[];
type ParamsOf<K extends ActionName> = (typeof ACTION_SPECS)[K]['params'][number];
/** The bound arguments of action `K`: types from its parameters; only defaultless optionals may be undefined. */
export type ArgsOf<K extends ActionName> = {
  [P in ParamsOf<K> as P['name']]: P extends { optional: true; default?: undefined } ? ArgType<P['type']> | undefined : ArgType<P['type']>;
};

/** Parameters of every action, in positional order. */
export const ACTIONS: Record<string, readonly Param[]> = Object.fromEntries(Object.entries(ACTION_SPECS).map(([k, v]) => [k, v.params]));

/** Actions that end the episode. */
export const TERMINAL: ReadonlySet<string> = new Set(
  Object.entries(ACTION_SPECS)
    .filter(([, v]) => 'terminal' in v && v.terminal)
    .map(([k]) => k),
);

/** Actions whose first parameter is an element (`bid`). */
export const ELEMENT_ACTIONS: ReadonlySet<string> = new Set(
  Object.entries(ACTION_SPECS)
    .filter(([, v]) => v.params[0]?.type === 'bid')
    .map(([k]) => k),
);

const literal = (v: ActionValue): string =>
  typeof v === 'string' ? `'${v}'` : Array.isArray(v) ? `[${v.map(literal).join(', ')}]` : v === null ? 'None' : String(v);

/** `click(bid, button='left', modifiers=[])`: the signature as an agent writes calls. */
export function actionSignature(name: string): string {
  const params = ACTIONS[name];
  return `${name}(${params.map((x) => (x.optional ? `${x.name}=${x.default === undefined ? 'None' : literal(x.default)}` : x.name)).join(', ')})`;
}

/** The action list of the LLM prompt: one line per action, `- example: what it does`. */
export function actionPromptLines(): string {
  return Object.values(ACTION_SPECS)
    .map((s) => `- ${s.example}: ${s.doc}`)
    .join('\n');
}

/** The Markdown table of `docs/actions.md` (kept in step by a test). */
export function actionDocTable(): string {
  const rows = Object.entries(ACTION_SPECS).map(
    ([k, s]) => `| \`${actionSignature(k)}\` | ${s.doc}${'terminal' in s && s.terminal ? '; **terminal**' : ''} | ${'notes' in s ? s.notes : ''} |`,
  );
  return ['| Action | What it does | Notes |', '|---|---|---|', ...rows].join('\n');
}

/** A call checked against `ACTIONS`: named arguments with defaults filled in. */
export interface BoundAction {
  name: string;
  params: Record<string, ActionValue | undefined>;
}

function check(action: string, param: Param, v: ActionValue): ActionValue {
  const bad = (want: string) => new Error(`${action}: argument ${param.name} must be ${want}, got ${JSON.stringify(v)}`);
  switch (param.type) {
    case 'bid':
      if (typeof v === 'number' && Number.isInteger(v)) return String(v);
      if (typeof v !== 'string' || !v.trim()) throw bad('a bid string such as "12"');
      return v.trim();
    case 'str':
      if (typeof v === 'number') return String(v);
      if (typeof v !== 'string') throw bad('a string');
      return v;
    case 'num':
      if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
      if (typeof v !== 'number' || !Number.isFinite(v)) throw bad('a number');
      return v;
    case 'strs':
      if (typeof v === 'string') return v;
      if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw bad('a string or a list of strings');
      return v;
    case 'list':
      if (!Array.isArray(v)) throw bad('a list');
      return v;
  }
}

/** Checks `action` against the action space. Throws an Error that says what is wrong and the right signature. */
export function bindAction(action: ParsedAction): BoundAction {
  const params = ACTIONS[action.name];
  if (!params) throw new Error(`unknown action ${action.name}; known actions: ${Object.keys(ACTIONS).join(', ')}`);
  const sig = `${action.name}(${params.map((x) => (x.optional ? `${x.name}=...` : x.name)).join(', ')})`;
  if (action.args.length > params.length)
    throw new Error(`${action.name} takes at most ${params.length} arguments, got ${action.args.length}; signature: ${sig}`);
  const out: Record<string, ActionValue | undefined> = {};
  params.forEach((param, i) => {
    const fromKw = action.kwargs[param.name];
    if (i < action.args.length && fromKw !== undefined) throw new Error(`${action.name}: argument ${param.name} given twice; signature: ${sig}`);
    const v = i < action.args.length ? action.args[i] : fromKw;
    if (v === undefined || v === null) {
      if (!param.optional) throw new Error(`${action.name}: missing argument ${param.name}; signature: ${sig}`);
      out[param.name] = param.default;
    } else out[param.name] = check(action.name, param, v);
  });
  for (const k of Object.keys(action.kwargs))
    if (!params.some((x) => x.name === k)) throw new Error(`${action.name}: unknown keyword argument ${k}; signature: ${sig}`);
  return { name: action.name, params: out };
}
