import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseRouteList} from '../../../../scripts/lib/routeCoverage';
import {guideRoutes} from '../../../config/site';
import {audiences, gettingStartedPath, popularTasks} from '../entryPoints';

const routesFile = process.env.ROUTES_FILE ?? path.resolve(__dirname, '../../../../../shared/routes.txt');

describe.runIf(existsSync(routesFile))('home page and navbar links', () => {
  const routes = new Set(parseRouteList(readFileSync(routesFile, 'utf8')));
  const links = [
    ...audiences.flatMap((audience) => audience.modules),
    ...gettingStartedPath,
    ...popularTasks,
    ...Object.entries(guideRoutes).map(([label, to]) => ({label, to})),
  ];

  it.each(links)('$label leads to a route of the specification', ({to}) => {
    expect(routes).toContain(to);
  });
});
