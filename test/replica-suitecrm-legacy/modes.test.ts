/**
 * Stable vs faithful differences of the classic views, checked over HTTP on the bare server:
 * name-only recipients, the page-summary message, and the compose leave confirmation.
 */
import { expect, test } from '@playwright/test';
import { startBare } from './bare-server';

for (const mode of ['stable', 'faithful'] as const) {
  test(`${mode}: recipient given as a person's name`, async ({ request }) => {
    const s = await startBare(mode);
    try {
      const res = await request.post(`${s.url}/legacy/index.php`, {
        form: { module: 'Emails', action: 'send', to_addrs_names: 'Angela Martin', name: 'FYI', description_html: 'FYI - see below', send: '1' },
      });
      const html = await res.text();
      if (mode === 'stable') {
        expect(html).toContain('Email sent');
        const row = s.db().prepare("SELECT t.to_addrs FROM emails e JOIN emails_text t ON t.email_id = e.id WHERE e.type = 'out'").get() as {
          to_addrs: string;
        };
        expect(row.to_addrs).toBe('Angela Martin <angela.martin@dundermifflin.com>');
      } else {
        expect(html).toContain('Invalid email address: Angela Martin');
      }
    } finally {
      await s.close();
    }
  });

  test(`${mode}: page summary and leave confirmation`, async ({ request }) => {
    const s = await startBare(mode);
    try {
      const html = await (await request.get(`${s.url}/legacy/index.php?module=Emails&action=ComposeView`)).text();
      expect(html.includes('scrm-legacy-summary')).toBe(mode === 'stable');
      expect(html.includes('By leaving the compose dialog all entered information will be lost')).toBe(mode === 'faithful');
      expect(html).toContain("type: 'scrm-legacy-location'");
    } finally {
      await s.close();
    }
  });
}

test('answers to POSTs do not report their location', async ({ request }) => {
  const s = await startBare('faithful');
  try {
    const html = await (await request.post(`${s.url}/legacy/index.php`, { form: { module: 'Meetings', action: 'Save', name: '' } })).text();
    expect(html).toContain('Missing required field: Subject');
    expect(html).not.toContain("type: 'scrm-legacy-location'");
  } finally {
    await s.close();
  }
});
