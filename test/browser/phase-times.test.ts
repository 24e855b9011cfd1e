import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { PhaseTimes } from '../../browser/phase-times';
import { descendantsCpu } from '../../browser/proc-cpu';

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

test('descendantsCpu counts a child process that burns CPU, and keeps it after the child exits', async () => {
  test.skip(process.platform !== 'linux', '/proc is Linux only');
  const read = descendantsCpu();
  const before = read();
  // A child busy for 400 ms of wall time (it may get less CPU on a loaded machine, never more).
  const child = spawn(process.execPath, ['-e', 'const t = Date.now(); while (Date.now() - t < 400) {}'], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 300));
  const during = read();
  await new Promise((r) => child.on('exit', r));
  const after = read();
  expect(during - before).toBeGreaterThan(0);
  expect(during - before).toBeLessThanOrEqual(400);
  // The exited child is remembered at its last reading.
  expect(after).toBeGreaterThanOrEqual(during);
  // Per phase, exclusive like the worker's CPU: each read of this counter adds 5 ms.
  let n = 0;
  const phases = new PhaseTimes({ browser: () => (n += 5) });
  await phases.time('action', () => phases.time('quiet', () => undefined));
  expect(phases.browser_ms).toEqual({ quiet: 5, action: 10 });
});
