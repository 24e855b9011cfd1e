/**
 * Selector contract §18 D (forbidden URL patterns are reachable and show in the top URL),
 * E (action-count XPaths must not resolve on native pages) and F (sequence selectors).
 */
import type { Page } from '@playwright/test';
import { SEED, expect, test, waitForView, xpathCount } from './fixtures';

type Open = (hash: string) => Promise<Page>;

/** Hover a navbar tab and click one of its submenu links. */
async function submenu(page: Page, tab: string, item: string): Promise<void> {
  const li = page.locator('li.top-nav', { has: page.locator('a.top-nav-link', { hasText: new RegExp(`^${tab}$`) }) });
  await li.hover();
  await li.locator('a.sub-nav-link', { hasText: item }).click();
  await waitForView(page);
}
async function userMenu(page: Page, item: string): Promise<void> {
  await page.locator('a.nav-link.primary-global-link').click();
  await page.locator('.global-links-menu a', { hasText: item }).click();
  await waitForView(page);
}

const D: [pattern: string, how: (open: Open) => Promise<Page>][] = [
  [
    '/#/admin',
    async (open) => {
      const p = await open('#/contacts');
      await userMenu(p, 'Admin');
      return p;
    },
  ],
  [
    '/admin',
    async (open) => {
      const p = await open('#/contacts');
      await userMenu(p, 'Admin');
      return p;
    },
  ],
  ['module=Administration', (open) => open('#/configurator/edit?return_module=Administration&return_action=index')],
  [
    '/users',
    async (open) => {
      const p = await open('#/contacts');
      await userMenu(p, 'Profile');
      return p;
    },
  ],
  ['module=Users', (open) => open('#/users/record/1?return_module=Users&return_action=DetailView')],
  [
    '/security',
    async (open) => {
      const p = await open('#/administration');
      await p.locator('a.admin-card-link', { hasText: 'Security Suite Group Management' }).click();
      await waitForView(p);
      return p;
    },
  ],
  ['/#/security', (open) => open('#/security-groups/index')],
  ['module=SecurityGroups', (open) => open('#/users/index?return_module=SecurityGroups&return_action=ListView')],
  [
    'module=Contacts',
    async (open) => {
      const p = await open('#/contacts');
      await submenu(p, 'Contacts', 'View Contacts');
      return p;
    },
  ],
  [
    'module=Accounts',
    async (open) => {
      const p = await open('#/accounts');
      await submenu(p, 'Accounts', 'Create Account');
      return p;
    },
  ],
  [
    'module=Leads',
    async (open) => {
      const p = await open('#/leads');
      await submenu(p, 'Leads', 'Import Leads');
      return p;
    },
  ],
  [
    'module=Opportunities',
    async (open) => {
      const p = await open('#/contacts');
      await submenu(p, 'Opportunities', 'View Opportunities');
      return p;
    },
  ],
  [
    'module=Cases',
    async (open) => {
      const p = await open('#/cases');
      await submenu(p, 'Cases', 'Create Case');
      return p;
    },
  ],
  [
    'module=Meetings',
    async (open) => {
      const p = await open('#/home');
      await submenu(p, 'Calendar', 'Schedule Meeting');
      return p;
    },
  ],
  [
    'module=Emails',
    async (open) => {
      const p = await open('#/home');
      await submenu(p, 'Emails', 'Compose');
      return p;
    },
  ],
  [
    '/#/emails',
    async (open) => {
      const p = await open('#/contacts');
      await p.locator('table.table tbody tr:first-child .mailto-field a').click();
      await waitForView(p);
      return p;
    },
  ],
  ['/#/contacts', (open) => open('#/contacts')],
  ['/#/accounts', (open) => open('#/accounts')],
  ['/#/opportunities', (open) => open('#/opportunities')],
];

test.describe('§18.D forbidden URL patterns are reachable and observable', () => {
  for (const [pattern, how] of D) {
    test(`D: ${pattern}`, async ({ open }) => {
      const page = await how(open);
      const u = new URL(page.url());
      expect(`${u.host}${u.pathname}#${u.hash.slice(1)}`).toContain(pattern);
    });
  }
  const EXTERNAL = [
    'discord',
    'facebook',
    'instagram',
    'linkedin',
    'pinterest',
    'quora',
    'reddit',
    'snapchat',
    'telegram',
    'tiktok',
    'tumblr',
    'twitter',
    'whatsapp',
    'youtube',
    'forum.gitlab.com',
  ];
  test(`D: external sites (${EXTERNAL.join(', ')}) are linked from nowhere`, async ({ open }) => {
    for (const hash of ['#/contacts', `#/contacts/record/${SEED.michael}`, '#/administration']) {
      const page = await open(hash);
      const hrefs = (await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))).join(' ');
      for (const site of EXTERNAL) expect(hrefs, `${hash} links to ${site}`).not.toContain(site);
    }
  });
  test('D: module=Import is not produced by import links (import_module=… only)', async ({ open }) => {
    const page = await open('#/contacts');
    await page.locator('li.top-nav', { hasText: 'Contacts' }).first().hover(); // stable: items exist while open
    const hrefs = await page.locator('a[href*="import"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(h).not.toContain('module=Import');
  });
});

const E: string[] = [
  "//button[contains(text(), 'Save')]",
  "//button[contains(text(), 'Delete')]",
  "//button[contains(text(), 'delete')]",
  "//button[contains(text(), 'Import')]",
  "//a[contains(text(), 'Delete')]",
  "//button[contains(text(), 'Export')]",
  "//a[contains(text(), 'Export')]",
  "//button[contains(text(), 'Send')]",
  "//button[contains(text(), 'Submit')]",
  "//button[contains(text(), 'Add')]",
  "//input[@title='Save']",
  "//a[contains(text(), 'Import')]",
];

test.describe('§18.E action-count selectors do not resolve in the top document', () => {
  // Native pages an episode typically ends on, opened once per worker in their own context.
  let pages: [string, Page][] = [];
  test.beforeAll(async ({ browser, replicas }) => {
    const r = await replicas('stable');
    await r.reset();
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.request.get(`${r.baseURL}/`);
    await context.request.post(`${r.baseURL}/api/login`, { data: { username: 'user', password: 'bitnami' } });
    const open = async (hash: string) => {
      const p = await context.newPage();
      await p.goto(`${r.baseURL}/${hash}`);
      await waitForView(p);
      return p;
    };
    const mass = await open('#/leads');
    await mass.locator('table.table tbody tr:nth-child(1) td.cdk-column-checkbox label').click();
    await mass.locator('table.table tbody tr:nth-child(2) td.cdk-column-checkbox label').click();
    await mass.locator('scrm-table-header .bulk-actions-toggle').click();
    await mass.locator('scrm-table-header a.massupdate-bulk-action').click();
    await expect(mass.locator('.mass-update')).toBeVisible();
    const detail = await open(`#/contacts/record/${SEED.michael}`);
    await detail.locator('scrm-action-group-menu').getByRole('button', { name: 'Actions' }).click();
    pages = [
      ['list + mass update panel', mass],
      ['detail + Actions open', detail],
      ['edit', await open(`#/accounts/edit/${SEED.stark}`)],
      ['create', await open('#/cases/edit?return_module=Cases&return_action=DetailView')],
      ['admin', await open('#/administration')],
      ['classic home', await open('#/home')],
    ];
  });
  test.afterAll(async () => {
    if (pages.length) await pages[0][1].context().close();
  });
  for (const xp of E) {
    test(`E: ${xp}`, async () => {
      for (const [name, page] of pages) expect(await xpathCount(page, xp), name).toBe(0);
    });
  }
});

const F: [selector: string, hash: string, field: string | null][] = [
  ["//label[contains(., 'JOB TITLE')]/following::input[1]", `#/contacts/edit/${SEED.pam}`, 'title'],
  ["//label[contains(., 'First Name')]/following::input[1]", '#/contacts/edit?return_module=Contacts&return_action=DetailView', 'name'],
  ["//input[@name='first_name']", '#/contacts/edit?return_module=Contacts&return_action=DetailView', null],
  ["//input[@name='last_name']", '#/contacts/edit?return_module=Contacts&return_action=DetailView', null],
  ["//label[contains(., 'Opportunity Amount')]/following::input[1]", '#/opportunities/edit?return_module=Opportunities&return_action=DetailView', null],
  ["//label[contains(., 'ACCOUNT NAME')]/following::span[2]", '#/opportunities/edit?return_module=Opportunities&return_action=DetailView', 'account_name'],
  ["//label[contains(., 'START DATE')]/following::input[1]", '#/tasks/edit?return_module=Tasks&return_action=DetailView', 'date_start'],
  ["//label[contains(., 'SUBJECT')]/following::input[1]", '#/tasks/edit?return_module=Tasks&return_action=DetailView', 'name'],
  ["//label[contains(., 'NEXT STEP')]/following::input[1]", `#/opportunities/edit/${SEED.cloud}`, 'next_step'],
  ["//label[contains(., 'CLOSE DATE')]/following::input[1]", `#/opportunities/edit/${SEED.cloud}`, 'date_closed'],
  ["//label[contains(., 'OFFICE PHONE')]/following::input[1]", `#/accounts/edit/${SEED.wayne}`, 'phone_office'],
  ["//label[contains(., 'FAX')]/following::input[1]", `#/accounts/edit/${SEED.wayne}`, 'phone_fax'],
];

test.describe('§18.F sequence selectors', () => {
  for (const [xp, hash, field] of F) {
    test(`F: ${xp}${field ? ` → ${field}` : ' (never resolves)'}`, async ({ open }) => {
      const page = await open(hash);
      if (!field) {
        expect(await xpathCount(page, xp)).toBe(0);
        return;
      }
      const el = page.locator(`xpath=${xp}`).first();
      expect(await el.evaluate((e, f) => !!e.closest(`[data-field="${f}"]`), field)).toBe(true);
      if (xp.includes('SUBJECT')) {
        const p2 = await open('#/cases/edit?return_module=Cases&return_action=DetailView');
        expect(
          await p2
            .locator(`xpath=${xp}`)
            .first()
            .evaluate((e) => !!e.closest('[data-field="name"]')),
        ).toBe(true);
      }
      if (hash.includes('/edit/')) {
        const detail = await open(hash.replace('/edit/', '/record/'));
        const n = await xpathCount(detail, xp);
        if (n)
          expect(
            await detail
              .locator(`xpath=${xp}`)
              .first()
              .evaluate((e) => e.tagName),
          ).not.toBe('INPUT');
      }
    });
  }
});
