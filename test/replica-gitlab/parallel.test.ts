/**
 * Two workers, two replicas (acceptance 3): starring the same project in both at the
 * same time changes each replica's count once, and a reset restores the seed count.
 */
import { chromium, expect, test } from '@playwright/test';
import { startGitLab } from '../../apps/gitlab/index';
import { chromiumLaunchOptions } from '../../browser/chromium';
import { signIn } from './fixtures';

test('the same project starred in two replicas at once: each counts its own star; reset restores 21', async () => {
  const replicas = await Promise.all([startGitLab(), startGitLab()]);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const pages = await Promise.all(
      replicas.map(async (r) => {
        const page = await (await browser.newContext()).newPage();
        await signIn(page, r.baseURL);
        await page.goto(`${r.baseURL}/a11yproject/a11yproject.com`);
        return page;
      }),
    );
    await Promise.all(pages.map((p) => p.getByRole('button', { name: 'Star', exact: true }).click()));
    for (const p of pages) {
      await expect(p.getByRole('button', { name: 'Unstar' })).toBeVisible();
      await expect(p.locator('.star-count')).toHaveText('22');
    }
    // Starred in one replica only: the other's count is untouched.
    await pages[0].getByRole('button', { name: 'Unstar' }).click();
    await expect(pages[0].locator('.star-count')).toHaveText('21');
    await pages[1].reload();
    await expect(pages[1].locator('.star-count')).toHaveText('22');
    await pages[1].goto(`${replicas[1].baseURL}/dashboard/projects/starred`);
    await expect(pages[1].locator('.project-row .project-name')).toHaveText(['a11yproject.com']);
    await replicas[1].reset();
    await pages[1].goto(`${replicas[1].baseURL}/a11yproject/a11yproject.com`);
    await expect(pages[1].locator('.star-count')).toHaveText('21');
    await expect(pages[1].getByRole('button', { name: 'Star', exact: true })).toBeVisible();
  } finally {
    await browser.close();
    await Promise.all(replicas.map((r) => r.close()));
  }
});
