/**
 * The server the checks and browser tests read the build through: Debian's nginx with the
 * repository's configuration (scripts/lib/nginxServer.ts), as the guide is deployed, or with
 * `BUILD_SERVER=node` the small Node server (scripts/lib/staticServer.ts), for a quick local run on
 * a machine without nginx. The checks of headers, caching and compression need nginx.
 */
import {startNginxServer, type BuildServer} from './nginxServer';
import {startStaticServer} from './staticServer';

export type {BuildServer};
export const buildServerKinds = ['nginx', 'node'] as const;
export type BuildServerKind = (typeof buildServerKinds)[number];

export function buildServerKind(
  env: Readonly<Record<string, string | undefined>> = process.env,
): BuildServerKind {
  const value = env.BUILD_SERVER ?? 'nginx';
  if (!(buildServerKinds as readonly string[]).includes(value)) {
    throw new Error(
      `BUILD_SERVER must be one of ${buildServerKinds.join(', ')}, not ${JSON.stringify(value)}`,
    );
  }
  return value as BuildServerKind;
}

/** Serves `buildDir` on 127.0.0.1 (a free port unless one is given) with the chosen server. */
export async function startBuildServer(buildDir: string, port?: number): Promise<BuildServer> {
  return buildServerKind() === 'nginx'
    ? startNginxServer(buildDir, port)
    : startStaticServer(buildDir, port);
}
