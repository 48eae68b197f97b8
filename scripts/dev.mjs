// Development: the API server restarting on change (port 5000, data in ./data) and Vite's dev
// server with hot reload (port 5173), which proxies /api to the API server.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CLIENT_DIR: 'dist/client' },
  }),
  spawn(bin('vite'), ['--port', '5173'], { cwd: root, stdio: 'inherit' }),
];
console.log('\n  Skillweave dev: open http://localhost:5173 (API on http://localhost:5000)\n');

const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
