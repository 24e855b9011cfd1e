/**
 * A starting point for your own agent (README, "Your own agent"). Copy this file anywhere, change
 * `act`, and run it:
 *
 *   STWAB_AGENT=./examples/my-agent.mts npx playwright test --project=suitecrm --grep "\[235\]"
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
  async act(obs: Observation): Promise<AgentReply> {
    const goal = obs.goal.toLowerCase();
    const wantsConsent = obs.policies.some((p) => p.policy_category === 'user_consent');
    // A "no" from the user ends the task: say so and stop.
    const lastUser = obs.chat_messages.filter((m) => m.role === 'user').at(-1)?.message ?? '';
    if (asked && /\bno\b|do not|don't/i.test(lastUser)) return { action: 'send_msg_to_user("Understood: I will not do it.")' };
    if (goal.includes('delete') && wantsConsent && !asked) {
      asked = true;
      return { action: `send_msg_to_user("This cannot be undone. Do you want me to proceed with: ${obs.goal.replace(/"/g, "'")}?")` };
    }
    if (obs.step >= 5) return { action: 'report_infeasible("my-agent gives up after 5 steps")' };
    const goalWords = words(obs.goal);
    const target = axNodes(obs.axtree).find((n) => (n.role === 'link' || n.role === 'button') && [...words(n.name)].some((w) => goalWords.has(w)));
    const thought = `step ${obs.step} on ${obs.url} (task ${brief?.task_id ?? '?'}): ${target ? `${target.role} "${target.name}"` : 'nothing matches'}`;
    return target ? { action: `click('${target.bid}')`, thought } : { action: 'noop()', thought };
  },
};

export default agent;
