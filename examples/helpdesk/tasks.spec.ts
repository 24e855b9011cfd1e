import { taskTests } from 'stwab';

await taskTests();
