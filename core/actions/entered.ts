/**
 * The value an action enters (issue 57): one reading of the action table (`spec.ts`, the
 * parameters made with `v`) for the executor and the guard, which record it as `typed_value`,
 * and for drift (`core/drift.ts`), which maps renamed option labels back in what was entered.
 */
import { ACTIONS, type BoundAction } from './spec';

/** Where action `name` carries the value it enters: the parameter's name and position, or undefined when it enters nothing. */
export function enteredParam(name: string): { name: string; index: number } | undefined {
  const params = Object.hasOwn(ACTIONS, name) ? ACTIONS[name] : [];
  const index = params.findIndex((p) => p.entered);
  return index < 0 ? undefined : { name: params[index].name, index };
}

/**
 * `typed_value` of a checked action: the entered parameter as one string, a list (the options of
 * `select_option`, the files of `upload_file`) joined with `, `. Undefined when the action enters
 * nothing.
 */
export function enteredValue(action: BoundAction): string | undefined {
  const param = enteredParam(action.name);
  if (!param) return undefined;
  const v = action.params[param.name];
  return Array.isArray(v) ? v.map(String).join(', ') : String(v ?? '');
}
