/**
 * The action space: every supported action with its parameters, and `bindAction`, which checks
 * a parsed call against it (names, counts, types) and returns named arguments.
 * Parameter names follow BrowserGym's high-level action set so keyword calls work.
 */
import type { ActionValue, ParsedAction } from './parser';

/** `bid`: element id (numbers accepted and turned into strings); `strs`: a string or list of strings. */
export type ParamType = 'bid' | 'str' | 'num' | 'strs' | 'list';

/** One parameter: name, type, and default when optional (`undefined` default = required). */
export interface Param {
  name: string;
  type: ParamType;
  optional?: boolean;
  default?: ActionValue;
}

const p = (name: string, type: ParamType, def?: ActionValue): Param =>
  def === undefined ? { name, type } : { name, type, optional: true, default: def };
const opt = (name: string, type: ParamType): Param => ({ name, type, optional: true });

/** Parameters of every action, in positional order. */
export const ACTIONS: Record<string, Param[]> = {
  click: [p('bid', 'bid'), p('button', 'str', 'left'), p('modifiers', 'list', [])],
  dblclick: [p('bid', 'bid'), p('button', 'str', 'left'), p('modifiers', 'list', [])],
  hover: [p('bid', 'bid')],
  fill: [p('bid', 'bid'), p('value', 'str')],
  clear: [p('bid', 'bid')],
  select_option: [p('bid', 'bid'), p('options', 'strs')],
  press: [p('bid', 'bid'), p('key_comb', 'str')],
  focus: [p('bid', 'bid')],
  check: [p('bid', 'bid')],
  uncheck: [p('bid', 'bid')],
  scroll: [p('delta_x', 'num'), p('delta_y', 'num')],
  drag_and_drop: [p('from_bid', 'bid'), p('to_bid', 'bid')],
  upload_file: [p('bid', 'bid'), p('file', 'strs')],
  mouse_click: [p('x', 'num'), p('y', 'num'), p('button', 'str', 'left')],
  mouse_dblclick: [p('x', 'num'), p('y', 'num'), p('button', 'str', 'left')],
  mouse_move: [p('x', 'num'), p('y', 'num')],
  mouse_down: [p('x', 'num'), p('y', 'num'), p('button', 'str', 'left')],
  mouse_up: [p('x', 'num'), p('y', 'num'), p('button', 'str', 'left')],
  mouse_drag_and_drop: [p('from_x', 'num'), p('from_y', 'num'), p('to_x', 'num'), p('to_y', 'num')],
  keyboard_type: [p('text', 'str')],
  keyboard_insert_text: [p('text', 'str')],
  keyboard_press: [p('key', 'str')],
  keyboard_down: [p('key', 'str')],
  keyboard_up: [p('key', 'str')],
  goto: [p('url', 'str')],
  go_back: [],
  go_forward: [],
  new_tab: [],
  tab_close: [],
  tab_focus: [p('index', 'num')],
  send_msg_to_user: [p('text', 'str')],
  report_infeasible: [p('reason', 'str', '')],
  noop: [p('wait_ms', 'num', 1000)],
  finish: [opt('message', 'str')],
  answer: [p('text', 'str')],
};

/** Actions that end the episode. */
export const TERMINAL = new Set(['finish', 'answer', 'report_infeasible']);

/** A call checked against `ACTIONS`: named arguments with defaults filled in. */
export interface BoundAction {
  name: string;
  params: Record<string, ActionValue | undefined>;
}

function check(action: string, param: Param, v: ActionValue): ActionValue {
  const bad = (want: string) =>
    new Error(`${action}: argument ${param.name} must be ${want}, got ${JSON.stringify(v)}`);
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
  if (!params)
    throw new Error(`unknown action ${action.name}; known actions: ${Object.keys(ACTIONS).join(', ')}`);
  const sig = `${action.name}(${params.map((x) => (x.optional ? `${x.name}=...` : x.name)).join(', ')})`;
  if (action.args.length > params.length)
    throw new Error(`${action.name} takes at most ${params.length} arguments, got ${action.args.length}; signature: ${sig}`);
  const out: Record<string, ActionValue | undefined> = {};
  params.forEach((param, i) => {
    const fromKw = action.kwargs[param.name];
    if (i < action.args.length && fromKw !== undefined)
      throw new Error(`${action.name}: argument ${param.name} given twice; signature: ${sig}`);
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
