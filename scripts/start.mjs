#!/usr/bin/env node
// `npm start`: the site (Vite dev server) and, unless VITE_SUPABASE_URL points elsewhere, the local
// stand-in for Supabase (Auth, REST, mail). Prints the addresses; Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const env = { ...process.env };
for (const file of ['.env.local', '.env']) {
  if (!existsSync(file)) continue;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match && env[match[1]] === undefined) env[match[1]] = match[2].replace(/^['"]|['"]$/g, '');
  }
}

const children = [];
const run = (command, args) => {
  const child = spawn(command, args, { stdio: 'inherit', env });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
};

const supabaseUrl = env.VITE_SUPABASE_URL ?? '';
const local = supabaseUrl === '' || /^https?:\/\/(127\.0\.0\.1|localhost):54321\/?$/.test(supabaseUrl);
if (local && existsSync('supabase/local/cli.ts')) run('npx', ['tsx', 'supabase/local/cli.ts']);
else console.log(`Using the Supabase project at ${supabaseUrl}; the local stand-in is not started.`);
run('npx', ['vite', '--host', '127.0.0.1', '--port', env.PORT ?? '5173']);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
