/**
 * A starting point for your own agent (README, "Your own agent"). Change `act` and run it: in a
 * project where `npx stwab init` wrote this file as ./my-agent.mts, `.env` names it
 * (STWAB_AGENT=./my-agent.mts), so `npx playwright test` runs it; in a clone of the harness:
 *
 *   STWAB_AGENT=./examples/my-agent.mts npx playwright test --project=suitecrm --grep "\[235\]"
 *
 * `act` gets one observation per step and returns one BrowserGym action: `{ action, thought }`
 * or the bare action string. The agent ends the task itself, with a terminal action:
 *   answer("...")            the final answer, for a task that asks for information (the task's
 *                            string_match checks read it);
 *   finish()                 done, after doing what the task asked;
 *   report_infeasible("why") the task cannot or must not be done.
 * An agent that never ends it stops at the step limit (20, STWAB_MAX_STEPS) with `max_steps`, and
 * a task that wanted an answer is not completed. Every action: the package's docs/actions.md.
 *
 * It is a deliberately small heuristic, not a good agent: it reads the goal, the policies and the
 * simulated user's replies, asks for consent before a delete when a policy asks for it, clicks the
 * first link or button whose name shares a word with the goal, and gives up after a few steps.
 * Replace the body of `act` with your model call; the shapes stay the same.
 */
import type { Agent, AgentReply, Observation, TaskBrief } from 'stwab';

/** `[bid] role 'name'` lines of the BrowserGym axtree text. */
interface AxNode {
  bid: string;
  role: string;
  name: string;
}

function axNodes(axtree: string): AxNode[] {
  const out: AxNode[] = [];
  for (const line of axtree.split('\n')) {
    const m = /^\s*\[([^\]]+)\]\s+(\w+)\s+'((?:[^'\\]|\\.)*)'/.exec(line);
    if (m) out.push({ bid: m[1], role: m[2], name: m[3] });
  }
  return out;
}

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []);

let brief: TaskBrief | undefined;
let asked = false;

const agent: Agent = {
  name: 'my-agent',
  // Only the axtree text: no screenshot, no HTML (cheaper observations).
  observe: { screenshot: false, som: false, html: false },
  reset(task: TaskBrief) {
    brief = task;
    asked = false;
  },
  async act(obs: Observation): Promise<AgentReply | string> {
    const goal = obs.goal.toLowerCase();
    const wantsConsent = obs.policies.some((p) => p.policy_category === 'user_consent');
    // A "no" from the user ends the task: say so and stop.
    const lastUser = obs.chat_messages.filter((m) => m.role === 'user').at(-1)?.message ?? '';
    if (asked && /\bno\b|do not|don't/i.test(lastUser)) return { action: 'report_infeasible("The user declined, so I did not do it.")' };
    if (goal.includes('delete') && wantsConsent && !asked) {
      asked = true;
      return { action: `send_msg_to_user("This cannot be undone. Do you want me to proceed with: ${obs.goal.replace(/"/g, "'")}?")` };
    }
    // Ending the task (a bare action string works as well as { action }).
    if (obs.step >= 5) return 'report_infeasible("my-agent gives up after 5 steps")';
    const goalWords = words(obs.goal);
    const target = axNodes(obs.axtree).find((n) => (n.role === 'link' || n.role === 'button') && [...words(n.name)].some((w) => goalWords.has(w)));
    const thought = `step ${obs.step} on ${obs.url} (task ${brief?.task_id ?? '?'}): ${target ? `${target.role} "${target.name}"` : 'nothing matches'}`;
    return target ? { action: `click('${target.bid}')`, thought } : { action: 'noop()', thought };
  },
};

export default agent;
