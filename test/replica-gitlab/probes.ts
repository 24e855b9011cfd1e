/**
 * Page readers for the class-A answer test: each opens what a person would open on the replica
 * and reads the answer off the page (never off the seed), so a missing or wrong fact on a page
 * fails the test.
 */
import type { Page } from '@playwright/test';

/** Commit counts per author and day, read from the commit list's day headers (all pages). */
export async function commitDays(page: Page, base: string, project: string, authorLike: string): Promise<Map<string, number>> {
  await page.goto(`${base}/${project}/-/commits/HEAD`);
  await page.getByRole('button', { name: 'Author' }).click();
  const authors = (await page.getByRole('menuitem').allTextContents()).map((a) => a.trim()).filter((a) => a !== 'Any Author');
  const author = authors.find((a) => a.toLowerCase().split(/\s+/).includes(authorLike.toLowerCase()) || a.toLowerCase() === authorLike.toLowerCase());
  const days = new Map<string, number>();
  if (!author) return days;
  await page.getByRole('menuitem', { name: author, exact: true }).click();
  for (;;) {
    for (const h of await page.locator('.commit-header').all()) {
      const [day, n] = [await h.locator('.day').textContent(), await h.locator('.commits-count').textContent()];
      const key = new Date(`${day!.replace(',', '')} UTC`).toISOString().slice(0, 10);
      days.set(key, (days.get(key) ?? 0) + Number(n!.split(' ')[0]));
    }
    const next = page.getByRole('link', { name: 'Next' });
    if (!(await next.count())) return days;
    await next.click();
  }
}

/** Sum of the counts of `days` within [from, to] (ISO dates, inclusive). */
export const sumBetween = (days: Map<string, number>, from: string, to: string) =>
  [...days].filter(([d]) => d >= from && d <= to).reduce((s, [, n]) => s + n, 0);

/** Rows of "Your projects": project name and star count. */
export async function dashboardStars(page: Page, base: string): Promise<{ name: string; stars: number }[]> {
  await page.goto(`${base}/dashboard/projects`);
  return page
    .locator('.project-row')
    .evaluateAll((rows) =>
      rows.map((r) => ({ name: r.querySelector('.project-name')!.textContent!.trim(), stars: Number(r.querySelector('.star-count')!.textContent) })),
    );
}

/** The first issue of a dashboard search (assigned to me, every state, given sort), opened; its URL and state. */
export async function latestIssue(page: Page, base: string, keyword: string, sort: string): Promise<{ url: string; closed: boolean }> {
  await page.goto(`${base}/dashboard/issues?scope=all&state=all&assignee_username=byteblaze`);
  await page.getByLabel('Search or filter results...').fill(keyword);
  await page.getByLabel('Sort by').selectOption(sort);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.locator('.issue-title a').first().click();
  const badge = (await page.locator('.issuable-status-badge').textContent())!.trim();
  return { url: page.url(), closed: badge === 'Closed' };
}

/** The contributor cards of a ref: name, commit count, e-mail, profile link. */
export async function contributors(page: Page, base: string, project: string, ref: string) {
  await page.goto(`${base}/${project}/-/graphs/${ref}`);
  return page.locator('.contributor-card').evaluateAll((cards) =>
    cards.map((c) => {
      const m = /^(\d+) commits? \((.+)\)$/.exec(c.querySelector('.contributor-stats')!.textContent!.trim())!;
      return {
        name: c.querySelector('.contributor-name')!.textContent!.trim(),
        commits: Number(m[1]),
        email: m[2],
        profile: c.querySelector('a')?.getAttribute('href') ?? null,
      };
    }),
  );
}

/** url_match as the reference evaluator applies it: path substring, and every reference query pair present. */
export function urlMatches(reference: string, actual: string): boolean {
  const norm = (u: string) => {
    const url = new URL(decodeURIComponent(u.replace(/\/+$/, '')));
    return { path: url.host + url.pathname, query: [...url.searchParams] };
  };
  const r = norm(reference);
  const a = norm(actual);
  return a.path.includes(r.path) && r.query.every(([k, v]) => a.query.some(([k2, v2]) => k === k2 && v === v2));
}
