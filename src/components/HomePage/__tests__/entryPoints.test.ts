import {describe, expect, it} from 'vitest';
import {readListedRoutes} from '../../../../scripts/lib/routeCoverage';
import {guideRoutes} from '../../../config/site';
import {audiences, gettingStartedPath, popularTasks} from '../entryPoints';

describe('home page and navbar links', () => {
  const routes = new Set(readListedRoutes());
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
