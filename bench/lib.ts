import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/**
 * Every process started here and still running, ended when the benchmark exits however it does: a
 * later start that failed (or any error) used to leave the earlier servers running, holding their
 * ports and temporary data.
 */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** Start a process and wait until it prints `ready` (or the server's address line). */
export const startProcess = (
  args: string[],
  env: NodeJS.ProcessEnv,
  readyText: string,
): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    running.add(child);
    let output = '';
    const timer = setTimeout(() => {
      // Not left behind: nothing else knows of it once this rejects.
      child.kill('SIGTERM');
      reject(new Error(`not ready in 60 s:\n${output}`));
    }, 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => {
      running.delete(child);
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });

/** Resident memory of a process, from /proc (Linux). */
export const residentMemoryMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

/**
 * CPU time a process has used so far (user + system, seconds), from /proc (Linux): on a machine
 * shared with others, CPU per request moves far less with their load than requests per second.
 */
export const cpuSeconds = (pid: number): number => {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

export const stop = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => {
      running.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });

export type OpenLoopRequest = {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
};

/**
 * A steady load as a venue sees it: one request every 1000/rate ms, sent when it is due whatever
 * the earlier ones are doing (open loop), each timed from when it was due. A closed-loop tool that
 * fires its connections together (autocannon's overallRate sends 10 at once every 200 ms) measures
 * how long a burst queues, not the latency of a steady stream.
 */
export const openLoop = async (
  base: string,
  next: () => OpenLoopRequest,
  { rate, seconds }: { readonly rate: number; readonly seconds: number },
): Promise<{ readonly perSecond: number; readonly p50: number; readonly p99: number }> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const send = (r: OpenLoopRequest) =>
    new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${base}${r.path}`, { method: r.method, headers: r.headers, agent });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () =>
          (res.statusCode ?? 500) < 300
            ? resolve()
            : reject(new Error(`${r.path}: ${res.statusCode}`)),
        );
      });
      req.on('error', reject);
      req.end(r.body);
    });
  const latencies: number[] = [];
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(next()).then(() => void latencies.push(performance.now() - due)));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0);
  return { perSecond: total / elapsed, p50: at(0.5), p99: at(0.99) };
};
