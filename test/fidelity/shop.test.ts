/**
 * Axtree snapshots of the ShoppingAdmin replica pages and dialogs the reference solutions and
 * traps pass through (issue 39, docs/fidelity.md § ShoppingAdmin): the text an agent is given on
 * each page, stored beside this file, so a change to what agents see shows up as a diff. Update
 * after a deliberate change with `--update-snapshots` and say why in docs/fidelity.md.
 */
import type { Page } from '@playwright/test';
import { viewPage } from '../../browser/observation/build';
import { test, expect } from '../replica-shopping-admin/fixtures';
import { expectBrowserGymParity } from './parity';

/** The agent's axtree text of `page`, with the replica's origin (a fresh port per worker) masked. */
async function agentView(page: Page): Promise<string> {
  const { axtree } = await viewPage(page);
  return `${axtree.split(new URL(page.url()).origin).join('<origin>')}\n`;
}

const PHOEBE = '/catalog/product/edit/id/1130/';

/** Opens the configurations wizard on Phoebe Zipper Sweatshirt and goes `steps` steps on (Next). */
async function wizard(page: Page, steps: number): Promise<void> {
  await page.getByRole('button', { name: 'Edit Configurations' }).click();
  for (let i = 0; i < steps; i++) await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: `Step ${steps + 1}:`, exact: false })).toBeVisible();
}

/** One audited page: the path the solutions open, and optional steps that open a dialog or menu on it. */
const PAGES: { name: string; path: string; act?: (page: Page) => Promise<void> }[] = [
  { name: 'products-grid', path: '/catalog/product/' },
  {
    name: 'products-grid-actions-menu',
    path: '/catalog/product/',
    act: (page) => page.getByRole('button', { name: 'Actions' }).click(),
  },
  {
    name: 'products-grid-mass-select-menu',
    path: '/catalog/product/',
    act: (page) => page.getByRole('button', { name: 'Options' }).click(),
  },
  {
    name: 'products-grid-page-size',
    path: '/catalog/product/',
    act: async (page) => {
      await page.locator('.selectmenu-toggle').click();
      await expect(page.getByRole('button', { name: '200', exact: true })).toBeVisible();
    },
  },
  {
    name: 'products-grid-keyword',
    path: '/catalog/product/',
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Cora Parachute Pant');
      await page.locator('.data-grid-search-control-wrap').getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('Active filters:')).toBeVisible();
    },
  },
  {
    name: 'products-grid-delete-confirm',
    path: '/catalog/product/',
    act: async (page) => {
      await page.locator('.js-row-check').first().check();
      await page.getByRole('button', { name: 'Actions' }).click();
      await page.getByText('Delete', { exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'product-simple', path: '/catalog/product/edit/id/872/' },
  { name: 'product-configurable', path: PHOEBE },
  {
    name: 'product-matrix-row-menu',
    path: PHOEBE,
    act: async (page) => {
      await page.getByRole('row', { name: 'Size: XS, Color: Gray' }).getByRole('button', { name: 'Select' }).click();
    },
  },
  { name: 'wizard-step-1', path: PHOEBE, act: (page) => wizard(page, 0) },
  { name: 'wizard-step-2', path: PHOEBE, act: (page) => wizard(page, 1) },
  { name: 'wizard-step-3', path: PHOEBE, act: (page) => wizard(page, 2) },
  { name: 'wizard-step-4', path: PHOEBE, act: (page) => wizard(page, 3) },
  { name: 'size-attribute', path: '/catalog/product_attribute/edit/attribute_id/144/' },
  {
    name: 'size-attribute-new-swatch',
    path: '/catalog/product_attribute/edit/attribute_id/144/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Add Swatch' }).click();
    },
  },
  {
    name: 'update-attributes',
    path: '/catalog/product/',
    act: async (page) => {
      await page.locator('.js-row-check').first().check();
      await page.getByRole('button', { name: 'Actions' }).click();
      await page.getByText('Update attributes', { exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Update Attributes' })).toBeVisible();
    },
  },
  { name: 'dashboard', path: '/admin/dashboard/' },
  {
    name: 'menu-catalog',
    path: '/admin/dashboard/',
    act: async (page) => {
      await page.locator('#menu-magento-catalog-catalog > a').click();
      await expect(page.locator('#menu-magento-catalog-catalog .submenu-title')).toBeVisible();
    },
  },
  {
    name: 'menu-reports',
    path: '/admin/dashboard/',
    act: async (page) => {
      await page.locator('#menu-magento-reports-report > a').click();
      await expect(page.locator('#menu-magento-reports-report .submenu-title')).toBeVisible();
    },
  },
  {
    name: 'account-menu',
    path: '/admin/dashboard/',
    act: async (page) => {
      await page.locator('.admin-user .admin__action-dropdown').click();
      await expect(page.getByRole('link', { name: 'Sign Out' })).toBeVisible();
    },
  },
  { name: 'not-found', path: '/settings/security' },
];

for (const p of PAGES) {
  test(`ShoppingAdmin axtree: ${p.name} (${p.path})`, async ({ open }) => {
    const page = await open(p.path);
    if (p.act) await p.act(page);
    await expectBrowserGymParity(page, p.name);
    expect(await agentView(page)).toMatchSnapshot(`${p.name}.txt`);
  });
}
