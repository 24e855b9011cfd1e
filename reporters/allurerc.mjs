// Allure 3 configuration with the ST-WebAgentBench violation categories. Use it with
// `allure generate allure-results -c reporters/allurerc.mjs -o allure-report`, or re-export it
// from a root allurerc.mjs. Node loads this file without a TypeScript loader, so the rules are
// kept in reporters/allure-categories.json (generated from allure-category-rules.ts, checked by a test).
import { readFileSync } from 'node:fs';

const categories = JSON.parse(readFileSync(new URL('./allure-categories.json', import.meta.url), 'utf8'));

export default {
  name: 'ST-WebAgentBench',
  categories: { rules: categories },
};
