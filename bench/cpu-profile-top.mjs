#!/usr/bin/env node
/**
 * Where a `node --cpu-prof` profile spent its time: self time of the top functions and of each package
 * (node_modules/<name>, the app's own code, Node's internals, GC), as a share of the busy time (samples
 * that were not idle). Usage: `node bench/cpu-profile-top.mjs <file.cpuprofile> [top = 25] [skip s]`;
 * `skip` leaves out the first seconds of the profile (the server's start-up: compiling modules).
 * The product server writes such a file when `npm run bench` runs with BENCH_CPU_PROF=<folder>.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [file, topArg, skipArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/cpu-profile-top.mjs <file.cpuprofile> [top]');
  process.exit(1);
}
const top = Number(topArg ?? 25);
const skipUs = Number(skipArg ?? 0) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Self time per node: each sample is attributed to the node on top of the stack, for timeDeltas[i] µs.
const selfUs = new Map();
let elapsedUs = 0;
for (const [i, id] of profile.samples.entries()) {
  const us = profile.timeDeltas[i] ?? 0;
  elapsedUs += us;
  if (elapsedUs >= skipUs) selfUs.set(id, (selfUs.get(id) ?? 0) + us);
}

/** node_modules/<package> (scoped too), the app's own sources, or Node's and V8's own. */
function packageOf(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 14).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return 'node (internals)';
  if (url.includes('/apps/server/')) return 'app: apps/server';
  if (url.includes('/packages/shared/')) return 'app: packages/shared';
  return url;
}

const byFunction = new Map();
const byPackage = new Map();
let totalUs = 0;
let idleUs = 0;
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  totalUs += us;
  if (name === '(idle)') {
    idleUs += us;
    continue;
  }
  const pkg = packageOf(url, name);
  const where = url ? `${path.basename(url)}:${lineNumber + 1}` : '';
  const key = `${name} ${where} [${pkg}]`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}

const busyUs = totalUs - idleUs;
const pct = (us) => `${((100 * us) / busyUs).toFixed(1)} %`;
const ms = (us) => `${Math.round(us / 1000)} ms`;
console.log(`${path.basename(file)}: ${ms(totalUs)} sampled, ${ms(busyUs)} busy (${ms(idleUs)} idle)\n`);
console.log('| package | self time | share of busy |\n| --- | ---: | ---: |');
for (const [pkg, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`| ${pkg} | ${ms(us)} | ${pct(us)} |`);
console.log(`\n| function | self time | share of busy |\n| --- | ---: | ---: |`);
for (const [key, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`| ${key.replaceAll('|', '\\|')} | ${ms(us)} | ${pct(us)} |`);
