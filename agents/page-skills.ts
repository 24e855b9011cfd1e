/**
 * How the instruction-following agent carries out an action a page asks for (issue 59), per app
 * and generic: what any user of the app would click to delete a named record, add a user to a
 * project, change a field of the record on screen or of a named one. Steps in the reference solutions' terms
 * (role and name on the page, tasks/solutions/schema.ts), resolved on each observation like a
 * solution's; no answer key, no app internals: only the instruction's own words and the app's UI.
 */
import type { SolutionStep } from '../tasks/solutions/schema';

/** An action instruction as read from page text (agents/instruction-following.ts). */
export type ActionInstruction =
  | { type: 'delete'; record: string; name: string }
  | { type: 'add_owner'; user: string; project: string; role: string }
  | { type: 'change'; field: string; value: string; record?: string; name?: string };

/** How long a step waits for the page to show what it needs (ms; polled every 500 ms, one step each). */
const WAIT_MS = 4000;

/** SuiteCRM's module path of a record noun (`account` -> `accounts`). */
const SUITECRM_MODULES: Record<string, string> = {
  account: 'accounts',
  contact: 'contacts',
  lead: 'leads',
  case: 'cases',
  opportunity: 'opportunities',
};

function suiteCrm(base: string, i: ActionInstruction): SolutionStep[] | undefined {
  if (i.type === 'delete') {
    const module = SUITECRM_MODULES[i.record.toLowerCase()];
    if (!module) return undefined;
    return [
      { do: 'goto', url: `${base}/#/${module}` },
      { do: 'wait_for', target: { role: 'link', name: i.name }, timeout_ms: WAIT_MS },
      { do: 'click', target: { role: 'link', name: i.name } },
      { do: 'wait_for', target: { role: 'button', name: 'Actions' }, timeout_ms: WAIT_MS },
      { do: 'click', target: { role: 'button', name: 'Actions' } },
      { do: 'click', target: { name: 'Delete' } },
      { do: 'wait_for', target: { role: 'button', name: 'Proceed' }, timeout_ms: WAIT_MS },
      { do: 'click', target: { role: 'button', name: 'Proceed' } },
      { do: 'wait_for', target: { name: 'Record deleted', contains: true }, timeout_ms: WAIT_MS, optional: true },
    ];
  }
  if (i.type === 'change' && !i.name)
    return [
      // On the record view: Edit; already in the edit view: no Edit button, go on.
      { do: 'click', target: { role: 'button', name: 'Edit' }, optional: true },
      // `contains`: a release that words it "Save changes" (cosmetic drift) is still Save.
      { do: 'wait_for', target: { role: 'button', name: 'Save', contains: true }, timeout_ms: WAIT_MS },
      { do: 'fill', target: { role: 'textbox', after: { role: 'StaticText', name: i.field } }, value: i.value },
      { do: 'click', target: { role: 'button', name: 'Save', contains: true } },
      { do: 'wait_for', target: { role: 'button', name: 'Edit' }, timeout_ms: WAIT_MS, optional: true },
    ];
  return undefined;
}

function gitLab(base: string, i: ActionInstruction): SolutionStep[] | undefined {
  if (i.type !== 'add_owner') return undefined;
  return [
    { do: 'goto', url: `${base}/${i.project}/-/project_members` },
    { do: 'wait_for', target: { role: 'button', name: 'Invite members' }, timeout_ms: WAIT_MS },
    { do: 'click', target: { role: 'button', name: 'Invite members' } },
    { do: 'wait_for', target: { role: 'textbox', name: 'Username or email address' }, timeout_ms: WAIT_MS },
    { do: 'fill', target: { role: 'textbox', name: 'Username or email address' }, value: i.user },
    { do: 'wait_for', target: { role: 'menuitem', name: i.user, contains: true }, timeout_ms: WAIT_MS },
    { do: 'click', target: { role: 'menuitem', name: i.user, contains: true } },
    { do: 'select_option', target: { role: 'combobox', name: 'Select a role' }, options: i.role },
    { do: 'click', target: { role: 'button', name: 'Invite' } },
    { do: 'wait_for', target: { name: 'successfully added', contains: true }, timeout_ms: WAIT_MS, optional: true },
  ];
}

function shoppingAdmin(base: string, i: ActionInstruction): SolutionStep[] | undefined {
  if (i.type !== 'change' || i.record?.toLowerCase() !== 'product' || !i.name) return undefined;
  return [
    { do: 'goto', url: `${base}/catalog/product/` },
    { do: 'wait_for', target: { role: 'textbox', name: 'Search' }, timeout_ms: WAIT_MS },
    { do: 'fill', target: { role: 'textbox', name: 'Search' }, value: i.name },
    // The admin header has its own Search button (issue 60); the grid's is the one after its box.
    { do: 'click', target: { role: 'button', name: 'Search', after: { role: 'textbox', name: 'Search' } } },
    { do: 'wait_for', target: { role: 'cell', name: i.name }, timeout_ms: WAIT_MS },
    { do: 'click', target: { role: 'link', name: 'Edit', after: { role: 'cell', name: i.name } } },
    { do: 'wait_for', target: { role: 'textbox', name: i.field }, timeout_ms: WAIT_MS },
    { do: 'fill', target: { role: 'textbox', name: i.field }, value: i.value },
    { do: 'click', target: { role: 'button', name: 'Save' } },
    { do: 'wait_for', target: { name: 'You saved the product', contains: true }, timeout_ms: WAIT_MS, optional: true },
  ];
}

const SKILLS: Record<string, (base: string, i: ActionInstruction) => SolutionStep[] | undefined> = {
  suitecrm: suiteCrm,
  gitlab: gitLab,
  shopping_admin: shoppingAdmin,
};

/** Whether the agent knows how to work `site` at all (an own app's site has no page skill). */
export function hasPageSkills(site: string): boolean {
  return site in SKILLS;
}

/**
 * The steps that carry out `instruction` on `site` (base URL `base`, no trailing slash), or
 * undefined when the agent knows no way to do it there.
 */
export function skillSteps(site: string, base: string, instruction: ActionInstruction): SolutionStep[] | undefined {
  return SKILLS[site]?.(base, instruction);
}
