import { expect, test } from '@playwright/test';
import { PhaseTimes } from '../../browser/phase-times';

/** Spins for `ms` of wall time (CPU-bound, so CPU time grows with it). */
function spin(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

test('a phase timed inside another is subtracted from it, for wall time and CPU time', async () => {
  const p = new PhaseTimes({ cpu: true });
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  await p.time('action', async () => {
    spin(30);
    await p.time('quiet', () => spin(60));
  });
  const c = process.cpuUsage(c0);
  const wall = performance.now() - t0;
  expect(p.ms.quiet).toBeGreaterThanOrEqual(60);
  expect(p.ms.action).toBeGreaterThanOrEqual(30);
  // Exclusive: the two phases add up to the outer block (not 30 + 60 + 90).
  expect(p.ms.action! + p.ms.quiet!).toBeLessThanOrEqual(wall);
  expect(p.ms.action! + p.ms.quiet!).toBeGreaterThan(wall - 5);
  expect(p.cpu_ms.quiet).toBeGreaterThan(0);
  expect(p.cpu_ms.action).toBeGreaterThan(0);
  expect(p.cpu_ms.action! + p.cpu_ms.quiet!).toBeLessThanOrEqual((c.user + c.system) / 1000);
});

test('without cpu, phases count wall time only', async () => {
  const p = new PhaseTimes();
  await p.time('observe', () => spin(20));
  expect(p.ms.observe).toBeGreaterThanOrEqual(20);
  expect(p.cpu_ms.observe).toBe(0);
});
