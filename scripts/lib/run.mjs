import { spawn } from 'node:child_process';

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
    child.on('error', reject);
  });
}

/** Runs a command with its output kept; resolves or rejects with that output. */
function runQuiet(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(Object.assign(new Error(`${cmd} ${args.join(' ')} exited with ${code}`), { output })),
    );
    child.on('error', (err) => reject(Object.assign(err, { output })));
  });
}

/** A named step with its time; a failing step ends the process with its error. */
export async function step(name, fn) {
  const started = Date.now();
  console.log(`\n== ${name}`);
  try {
    await fn();
  } catch (err) {
    console.error(`\n== ${name} failed: ${err.message}`);
    process.exit(1);
  }
  console.log(`== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Named commands run side by side (each is single-threaded: on two cores they take the time of the
 * longest instead of the sum), each one's output printed whole when it ends; any failure ends the process.
 */
export async function stepsTogether(commands) {
  const results = await Promise.allSettled(
    Object.entries(commands).map(async ([name, [cmd, ...args]]) => {
      const started = Date.now();
      try {
        const output = await runQuiet(cmd, args);
        console.log(`\n== ${name}\n${output}== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } catch (err) {
        console.error(`\n== ${name}\n${err.output ?? ''}\n== ${name} failed: ${err.message}`);
        throw err;
      }
    }),
  );
  if (results.some((r) => r.status === 'rejected')) process.exit(1);
}
