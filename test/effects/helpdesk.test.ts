/**
 * The helpdesk example (examples/helpdesk, "an app like a replica") names every write itself
 * through the package's public API (`stwab/effects`, issue 55): each form's request answers with
 * its effect, the text the rules give from the request alone; a form that changes nothing (a blank
 * reply, an unknown status) and every page carry none.
 */
import { type APIRequestContext, test } from '@playwright/test';
import { HELPDESK_EFFECTS } from '../../examples/helpdesk/app/effects';
import { startHelpdesk } from '../../examples/helpdesk/app/server';
import { expectEffect, expectNoWrite, send, type SendOptions } from './send';

let app: Awaited<ReturnType<typeof startHelpdesk>>;
let api: APIRequestContext;
test.beforeAll(async () => {
  app = await startHelpdesk();
});
test.afterAll(async () => app.close());
test.beforeEach(async ({ playwright }) => {
  api = await playwright.request.newContext();
  await api.post(`${app.url}/__test/reset`);
  expectNoWrite(await send(api, HELPDESK_EFFECTS, `${app.url}/login`, { form: { username: 'ann', password: 'helpdesk' } }));
});
test.afterEach(async () => api.dispose());

test('each helpdesk form names its write; no-ops and pages carry none', async () => {
  const go = (path: string, o: SendOptions = {}) => send(api, HELPDESK_EFFECTS, `${app.url}${path}`, o);
  expectNoWrite(await go('/tickets'));
  expectEffect(await go('/tickets', { form: { title: 'Printer on fire', customer: 'Marco Rossi', priority: 'High' } }), 'create ticket');
  expectNoWrite(await go('/tickets', { form: { title: '' } }));
  expectEffect(await go('/tickets/1/replies', { form: { body: 'We are on it.' } }), 'post reply');
  expectNoWrite(await go('/tickets/1/replies', { form: { body: '  ' } }));
  expectEffect(await go('/tickets/1/status', { form: { status: 'Resolved' } }), 'save status of ticket');
  expectNoWrite(await go('/tickets/1/status', { form: { status: 'Exploded' } }));
  expectEffect(await go('/tickets/1/priority', { form: { priority: 'Urgent' } }), 'save priority of ticket');
  expectEffect(await go('/tickets/2/delete', { form: {} }), 'delete ticket');
  expectEffect(await go('/tickets/purge-resolved', { form: {} }), 'delete all resolved tickets');
  expectNoWrite(await go('/tickets/purge-resolved', { form: {} }));
  // Even the harness's reset hook (out of the agent's reach) says what it wrote, when it wrote.
  expectEffect(await go('/__test/reset', { form: {} }), 'reset all tickets to the seed (test hook)');
  expectNoWrite(await go('/__test/reset', { form: {} }));
});
