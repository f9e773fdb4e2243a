import {describe, expect, it} from 'vitest';
import {readListedRoutes} from '../../../../scripts/lib/routeCoverage';
import {guideRoutes} from '../../../config/site';
import {audiences, gettingStartedPath} from '../entryPoints';

describe('home page and navbar links', () => {
  const routes = new Set(readListedRoutes());
  const links = [
    ...audiences.flatMap((audience) => [...audience.tasks, ...audience.modules]),
    ...gettingStartedPath,
    ...Object.entries(guideRoutes).map(([label, to]) => ({label, to})),
  ];

  it.each(links)('$label leads to a route of the specification', ({to}) => {
    expect(routes).toContain(to);
  });

  it('leads with tasks for each kind of organization', () => {
    expect(audiences.map((audience) => audience.title)).toEqual([
      'School or college office',
      'Clinic front desk',
      'Shop or service business',
      'Every organization',
    ]);
    for (const audience of audiences) expect(audience.tasks.length).toBeGreaterThanOrEqual(4);
  });
});
