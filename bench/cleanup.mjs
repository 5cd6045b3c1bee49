/**
 * Clean-up: whatever happens (error, Ctrl-C), the server and seed processes die and the throw-away
 * database and data folder are removed. The handlers are installed when this module is first imported.
 */

/** Child processes still running; killed on exit. */
export const children = new Set();
/** Async clean-ups (drop database, remove data dir, stop server), run once, last registered first. */
const cleanups = [];

export function onCleanup(fn) {
  cleanups.push(fn);
}

/** Forgets a clean-up that already ran normally (e.g. the server stopped at the end of its driver). */
export function dropCleanup(fn) {
  cleanups.splice(cleanups.indexOf(fn), 1);
}

let cleaning;
export function cleanup() {
  cleaning ??= (async () => {
    for (const child of children) child.kill('SIGKILL');
    while (cleanups.length) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (e) {
        console.error(`clean-up failed: ${e.message}`);
      }
    }
  })();
  return cleaning;
}

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
process.on('uncaughtException', async (e) => {
  console.error(`\nbench failed: ${e.stack ?? e}`);
  await cleanup();
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the server and cleaning up...`);
    await cleanup();
    process.exit(130);
  });
}
