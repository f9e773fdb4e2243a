import {describe, expect, it} from 'vitest';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {readListedRoutes} from '../../../../scripts/lib/routeCoverage';
import {readWorkflows} from '../../../remark/workflowSteps';
import {guideRoutes} from '../../../config/site';
import {audiences, gettingStartedPath, workflows, workflowsLanding} from '../entryPoints';

describe('home page and navbar links', () => {
  const routes = new Set(readListedRoutes());
  const links = [
    ...audiences.flatMap((audience) => [...audience.tasks, ...audience.modules]),
    ...gettingStartedPath,
    ...workflows,
    workflowsLanding,
    ...Object.entries(guideRoutes).map(([label, to]) => ({label, to})),
  ];

  it.each(links)('$label leads to a route listed in writing/routes.txt', ({to}) => {
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

  it('offers every workflow of docs/Workflows as a way in, by its title', () => {
    const docsDir = path.resolve(__dirname, '../../../../docs');
    const titled = readWorkflows(docsDir).map((workflow) => ({
      label: workflow.title,
      to: `/docs/Workflows/${path.basename(workflow.file, '.md')}`,
    }));
    expect([...workflows].sort((a, b) => a.to.localeCompare(b.to))).toEqual(
      titled.sort((a, b) => a.to.localeCompare(b.to)),
    );
  });

  it('walks the Getting Started pages in their sidebar order, every one of them', () => {
    const pages = readdirSync(path.resolve(__dirname, '../../../../docs/Getting Started')).filter(
      (name) => name.endsWith('.md'),
    );
    expect(gettingStartedPath).toHaveLength(pages.length);
  });
});
