/**
 * Prints the plain closing line `N passed, N failed` (plus skipped) that CI reads, since
 * Playwright's own summary line has a different shape. Tests that passed only on a retry are
 * listed by name above that line.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class ClosingLineReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly flaky: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    // An attempt that will be retried is not the test's last word. Compare with the expected
    // status, not with 'passed': a `test.fail()` test that fails as expected is not retried.
    if (result.retry < test.retries && result.status !== test.expectedStatus && result.status !== 'skipped') return;
    const outcome = test.outcome();
    if (outcome === 'skipped') this.skipped++;
    else if (outcome === 'expected' || outcome === 'flaky') this.passed++;
    else this.failed++;
    if (outcome === 'flaky') this.flaky.push(test.titlePath().filter(Boolean).join(' › '));
  }

  onEnd(): void {
    // Flaky tests count as passed (CI retries the unit project once) but are named, so a
    // hiccup that starts to recur is seen and fixed rather than retried forever.
    for (const title of this.flaky) console.log(`flaky (passed on retry): ${title}`);
    console.log(`\n${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
