/**
 * Selector contract §18 G: exact element texts on the seeded native pages.
 */
import { SEED, expect, test } from './fixtures';
import { type Open, elementText, exactTextTags } from './helpers';

const G: [item: string, check: (open: Open) => Promise<void>][] = [
  [
    'click "save"',
    async (open) => {
      const p = await open(`#/contacts/edit/${SEED.pam}`);
      expect(await elementText(p, 'scrm-action-group-menu button:has-text("Save")')).toBe(' save ');
      expect(await exactTextTags(p, 'save')).toEqual([]);
    },
  ],
  [
    'click "actions"',
    async (open) => {
      const p = await open(`#/contacts/record/${SEED.pam}`);
      expect(await elementText(p, 'scrm-action-group-menu .dropdown-toggle')).toBe(' actions ');
    },
  ],
  [
    'click "ok"',
    async (open) => {
      const p = await open(`#/contacts/record/${SEED.pam}`);
      await p.locator('scrm-action-group-menu .dropdown-toggle').click();
      await p.locator('scrm-action-group-menu a.dropdown-item', { hasText: 'Delete' }).click();
      expect(await p.locator('ngb-modal-window .modal-footer button').allTextContents()).toEqual(['Cancel', 'Proceed']);
      expect(await exactTextTags(p, 'ok')).toEqual([]);
    },
  ],
  [
    'click "delete" / "Delete"',
    async (open) => {
      const p = await open(`#/contacts/record/${SEED.pam}`);
      expect(await elementText(p, 'scrm-action-group-menu a.dropdown-item')).toBe(' delete ');
      expect(await exactTextTags(p, 'delete')).toEqual([]);
    },
  ],
  [
    'click "filter" (matches)',
    async (open) => {
      const p = await open('#/contacts');
      expect(await elementText(p, 'button.filter-settings-button')).toBe('filter');
      expect(await exactTextTags(p, 'filter')).toContain('BUTTON');
    },
  ],
  [
    'click "search"',
    async (open) => {
      const p = await open('#/contacts');
      await p.locator('button.filter-settings-button').click();
      expect(await elementText(p, '.list-filter button.search-filter-button')).toBe(' search ');
      expect(await exactTextTags(p, 'search')).toEqual([]);
    },
  ],
  [
    'click "select all"',
    async (open) => {
      const p = await open('#/contacts');
      expect(await elementText(p, 'a.select-all')).toBe(' select all ');
      expect(await exactTextTags(p, 'select all')).toEqual([]);
    },
  ],
  [
    'click "export"',
    async (open) => {
      const p = await open('#/contacts');
      expect(await elementText(p, 'a.export-bulk-action')).toBe(' export ');
      expect(await exactTextTags(p, 'export')).toEqual([]);
    },
  ],
  [
    'click "import"',
    async (open) => {
      const p = await open('#/contacts');
      expect(await exactTextTags(p, 'import')).toEqual([]);
    },
  ],
  [
    'click "update"',
    async (open) => {
      const p = await open('#/leads');
      expect(await exactTextTags(p, 'update')).toEqual([]);
    },
  ],
  [
    'click "relate"',
    async (open) => {
      const p = await open(`#/accounts/record/${SEED.stark}`);
      expect(await exactTextTags(p, 'relate')).toEqual([]);
    },
  ],
  [
    'click "users"',
    async (open) => {
      const p = await open('#/administration');
      expect(await exactTextTags(p, 'users')).toEqual([]);
    },
  ],
  [
    'click "high" / "closed"',
    async (open) => {
      const p = await open(`#/cases/edit/${SEED.serverCase}`);
      await p.locator('[data-field="priority"] .tag-input-container').click();
      await expect(p.locator('.tag-options a')).toHaveCount(3);
      const options = await p.locator('.tag-options a').evaluateAll((es) => es.map((e) => (e.textContent ?? '').toLowerCase()));
      expect(options).toEqual([' high ', ' medium ', ' low ']);
      const clickable = await p.locator('button, a, [role=button], [role=option]').evaluateAll((es) => es.map((e) => (e.textContent ?? '').toLowerCase()));
      expect(clickable.filter((t) => t === 'high' || t === 'closed')).toEqual([]);
    },
  ],
  [
    'fill "<text>" items (subject, status, date, to, username, name, priority, …)',
    async (open) => {
      const p = await open('#/cases/edit?return_module=Cases&return_action=DetailView');
      const texts = await p.locator('scrm-app-view input, scrm-app-view textarea').evaluateAll((es) => es.map((e) => e.textContent ?? ''));
      expect(texts.every((t) => t === '')).toBe(true);
    },
  ],
];

test.describe('§18.G element texts', () => {
  for (const [item, check] of G) test(`G: ${item}`, async ({ open }) => check(open));
});
