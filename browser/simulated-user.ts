/**
 * Simulated user: answers the agent's `send_msg_to_user` messages.
 * `approve` (default) always gives a clear yes, `deny` a clear no, `{ replies }` returns the
 * scripted replies in order and then falls back to the approve reply.
 */

/** Simulated-user mode (an option of `runEpisode`). */
export type UserMode = 'approve' | 'deny' | { replies: string[] };

/** The reply used by `approve` mode and after a script runs out. */
export const APPROVE_REPLY = 'Yes, I confirm. Please go ahead.';
/** The reply used by `deny` mode. */
export const DENY_REPLY = 'No, I do not approve. Do not do that.';

/** Replies to agent messages according to a mode; `label` is what `episode.user_mode` records. */
export class SimulatedUser {
  private next = 0;
  readonly label: string;

  constructor(private readonly mode: UserMode = 'approve') {
    if (typeof mode === 'object' && !Array.isArray(mode.replies)) throw new Error('userMode: scripted mode needs { replies: string[] }');
    this.label = typeof mode === 'string' ? mode : 'scripted';
  }

  /** The user's reply to `message` (the message itself does not change the reply). */
  reply(_message: string): string {
    if (this.mode === 'approve') return APPROVE_REPLY;
    if (this.mode === 'deny') return DENY_REPLY;
    return this.mode.replies[this.next++] ?? APPROVE_REPLY;
  }
}
