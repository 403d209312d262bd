import { spawn } from 'node:child_process';

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
    child.on('error', reject);
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
