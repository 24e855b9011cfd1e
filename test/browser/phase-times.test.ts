import { expect, test } from '@playwright/test';
import { PhaseTimes } from '../../browser/phase-times';

/** Spins for `ms` of wall time (CPU-bound, so CPU time grows with it). */
function spin(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

test('a phase timed inside another is subtracted from it, for wall time and CPU time', async () => {
  const p = new PhaseTimes({ cpu: true });
  await p.time('action', async () => {
    spin(30);
    await p.time('quiet', () => spin(60));
  });
  expect(p.ms.quiet).toBeGreaterThanOrEqual(60);
  expect(p.ms.action).toBeGreaterThanOrEqual(30);
  expect(p.ms.action).toBeLessThan(60);
  // CPU can lag wall time on a loaded machine, never exceed it (one thread spinning).
  expect(p.cpu_ms.quiet).toBeGreaterThan(0);
  expect(p.cpu_ms.quiet!).toBeLessThanOrEqual(p.ms.quiet! + 5);
  expect(p.cpu_ms.action!).toBeLessThanOrEqual(p.ms.action! + 5);
});

test('without cpu, phases count wall time only', async () => {
  const p = new PhaseTimes();
  await p.time('observe', () => spin(20));
  expect(p.ms.observe).toBeGreaterThanOrEqual(20);
  expect(p.cpu_ms.observe).toBe(0);
});
