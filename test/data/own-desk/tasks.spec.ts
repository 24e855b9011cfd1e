import { taskTests, test } from 'stwab';

for (const t of await taskTests()) test(t.title, t.details, t.body);
