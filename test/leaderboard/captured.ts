/** Runs a CLI command function and keeps what it printed (console.log and console.error), in order, with its exit code. */
export async function captured(fn: () => Promise<number>): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  const [log, err] = [console.log, console.error];
  console.log = (l: string) => out.push(l);
  console.error = (l: string) => out.push(l);
  try {
    return { code: await fn(), out };
  } finally {
    [console.log, console.error] = [log, err];
  }
}
