/**
 * Prints the plain closing line `N passed, N failed` (plus skipped) that CI reads, since
 * Playwright's own summary line has a different shape.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class ClosingLineReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    const outcome = test.outcome();
    if (outcome === 'skipped') this.skipped++;
    else if (outcome === 'expected' || outcome === 'flaky') this.passed++;
    else this.failed++;
  }

  onEnd(): void {
    console.log(`\n${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
