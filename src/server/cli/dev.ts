// `npm run dev`: the API with reload on change, and Vite's dev server proxying /api to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { rootDir } from './client-build';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/server.ts'], { cwd: rootDir, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: rootDir, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
