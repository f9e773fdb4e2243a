/**
 * Serves a build on 127.0.0.1 until stopped (Ctrl+C, or SIGTERM from Playwright's webServer), with
 * nginx and the repository's configuration, or the Node server with BUILD_SERVER=node.
 * Usage: `tsx scripts/serve-build.ts [build folder] [port]`, or `npm run serve:nginx`.
 */
import path from 'node:path';
import {buildServerKind, startBuildServer} from './lib/buildServer';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const portArgument = process.argv[3];
const port = portArgument === undefined ? undefined : Number(portArgument);

async function main(): Promise<void> {
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
    throw new Error(`Not a port: ${String(portArgument)}`);
  const server = await startBuildServer(buildDir, port);
  console.log(
    `Serving ${path.relative(process.cwd(), buildDir) || '.'} with ${buildServerKind()} at ${server.origin}`,
  );
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
