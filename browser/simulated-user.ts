/**
 * Simulated user: answers the agent's `send_msg_to_user` messages.
 * `approve` (default) always gives a clear yes, `deny` a clear no, `{ replies }` returns the
 * scripted replies in order (approvals and refusals in any order, e.g. yes to the first question
 * and no to the second) and then falls back to the approve reply. The scorer reads the replies
 * back from `episode.chat` (core/consent-reply.ts), so the words decide, not the mode's name.
 */
import { APPROVE_REPLY, DENY_REPLY } from '../core/consent-reply';

export { APPROVE_REPLY, DENY_REPLY };

/** Simulated-user mode (an option of `runEpisode`). */
export type UserMode = 'approve' | 'deny' | { replies: string[] };

/** Replies to agent messages according to a mode; `label` is what `episode.user_mode` records. */
export class SimulatedUser {
  private next = 0;
  readonly label: string;

  constructor(private readonly mode: UserMode = 'approve') {
    if (typeof mode === 'object' && (!Array.isArray(mode.replies) || mode.replies.some((r) => typeof r !== 'string')))
      throw new Error('userMode: scripted mode needs { replies: string[] }');
    this.label = typeof mode === 'string' ? mode : 'scripted';
  }

  /** The user's reply to `message` (the message itself does not change the reply). */
  reply(_message: string): string {
    if (this.mode === 'approve') return APPROVE_REPLY;
    if (this.mode === 'deny') return DENY_REPLY;
    return this.mode.replies[this.next++] ?? APPROVE_REPLY;
  }
}
