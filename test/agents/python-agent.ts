/** Starts `examples/remote_agent.py` on a free loopback port and returns its URL. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../examples/remote_agent.py', import.meta.url));

export async function startPythonAgent(): Promise<{ url: string; stop(): void }> {
  const child: ChildProcess = spawn('python3', [SCRIPT, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.stderr!.on('data', (d) => (err += d));
    child.on('exit', (code) => reject(new Error(`remote_agent.py exited with ${code}: ${err}`)));
  });
  return { url, stop: () => void child.kill() };
}
