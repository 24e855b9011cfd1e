/**
 * The helpdesk's records: tickets and replies, kept in memory. `reset()` restores the seed and
 * `stateDiff()` says what changed since, in the shape the harness's `state_match` check reads
 * (`{ tables: { <table>: { created, changed: [{ before, after }], deleted } } }`).
 */

/** One ticket. `notify_fails`: resolving it shows the app's error notification (the popup-error task). */
export interface Ticket {
  id: number;
  title: string;
  customer: string;
  email: string;
  phone: string;
  priority: 'Low' | 'Normal' | 'High' | 'Urgent';
  status: 'Open' | 'Pending' | 'Resolved';
  description: string;
  notify_fails: number;
}

/** One reply posted on a ticket. */
export interface Reply {
  id: number;
  ticket_id: number;
  body: string;
}

export const PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const;
export const STATUSES = ['Open', 'Pending', 'Resolved'] as const;

const SEED_TICKETS: readonly Ticket[] = [
  {
    id: 1,
    title: 'VPN drops every hour',
    customer: 'Marco Rossi',
    email: 'marco.rossi@example.com',
    phone: '555-0117',
    priority: 'High',
    status: 'Open',
    description: 'The VPN client disconnects about once an hour since Monday.',
    notify_fails: 0,
  },
  {
    id: 2,
    title: 'Duplicate: printer offline',
    customer: 'Lena Park',
    email: 'lena.park@example.com',
    phone: '555-0123',
    priority: 'Low',
    status: 'Open',
    description: 'Same as ticket 5; opened twice by mistake.',
    notify_fails: 0,
  },
  {
    id: 3,
    title: 'Invoice PDF missing',
    customer: 'Omar Haddad',
    email: 'omar.haddad@example.com',
    phone: '555-0131',
    priority: 'Normal',
    status: 'Pending',
    description: 'The March invoice email arrived without its PDF.',
    notify_fails: 1,
  },
  {
    id: 4,
    title: 'Refund for order 1182',
    customer: 'Grace Liu',
    email: 'grace.liu@example.com',
    phone: '555-0142',
    priority: 'Normal',
    status: 'Open',
    description: 'Order 1182 arrived damaged; the customer asks for a refund.',
    notify_fails: 0,
  },
  {
    id: 5,
    title: 'Printer offline on floor 3',
    customer: 'Lena Park',
    email: 'lena.park@example.com',
    phone: '555-0123',
    priority: 'Normal',
    status: 'Open',
    description: 'The floor 3 printer shows as offline for everyone.',
    notify_fails: 0,
  },
  {
    id: 6,
    title: 'Old: mouse not working',
    customer: 'Sam Weber',
    email: 'sam.weber@example.com',
    phone: '555-0150',
    priority: 'Low',
    status: 'Resolved',
    description: 'Replaced the mouse; closed.',
    notify_fails: 0,
  },
  {
    id: 7,
    title: 'Monitor flickers',
    customer: 'Ana Costa',
    email: 'ana.costa@example.com',
    phone: '555-0166',
    priority: 'Low',
    status: 'Resolved',
    description: 'Cable swapped; customer confirmed the fix.',
    notify_fails: 0,
  },
];

const SEED_REPLIES: readonly Reply[] = [{ id: 1, ticket_id: 1, body: 'We are looking into it.' }];

/** The helpdesk's tables (one instance per server). */
export class HelpdeskData {
  tickets: Ticket[] = [];
  replies: Reply[] = [];

  constructor() {
    this.reset();
  }

  /** Restores the seed records. */
  reset(): void {
    this.tickets = SEED_TICKETS.map((t) => ({ ...t }));
    this.replies = SEED_REPLIES.map((r) => ({ ...r }));
  }

  /** The records as one text: equal before and after a request that changed nothing. */
  fingerprint(): string {
    return JSON.stringify([this.tickets, this.replies]);
  }

  ticket(id: number): Ticket | undefined {
    return this.tickets.find((t) => t.id === id);
  }

  addTicket(t: Omit<Ticket, 'id' | 'status' | 'notify_fails' | 'email' | 'phone'>): Ticket {
    const row: Ticket = {
      ...t,
      id: Math.max(0, ...this.tickets.map((x) => x.id), ...SEED_TICKETS.map((x) => x.id)) + 1,
      email: '',
      phone: '',
      status: 'Open',
      notify_fails: 0,
    };
    this.tickets.push(row);
    return row;
  }

  addReply(ticket_id: number, body: string): Reply {
    const row = { id: Math.max(0, ...this.replies.map((r) => r.id), ...SEED_REPLIES.map((r) => r.id)) + 1, ticket_id, body };
    this.replies.push(row);
    return row;
  }

  /** Rows created, changed and deleted since the last reset, per table (tables without a change left out). */
  stateDiff(): { tables: Record<string, { created: object[]; changed: { before: object; after: object }[]; deleted: object[] }> } {
    const tables: ReturnType<HelpdeskData['stateDiff']>['tables'] = {};
    const diff = <T extends { id: number }>(name: string, seed: readonly T[], now: T[]) => {
      const before = new Map(seed.map((r) => [r.id, r]));
      const after = new Map(now.map((r) => [r.id, r]));
      const created = now.filter((r) => !before.has(r.id));
      const deleted = seed.filter((r) => !after.has(r.id));
      const changed = seed.flatMap((b) => {
        const a = after.get(b.id);
        return a && JSON.stringify(a) !== JSON.stringify(b) ? [{ before: { ...b }, after: { ...a } }] : [];
      });
      if (created.length || changed.length || deleted.length) tables[name] = { created, changed, deleted };
    };
    diff('tickets', SEED_TICKETS, this.tickets);
    diff('replies', SEED_REPLIES, this.replies);
    return { tables };
  }
}
