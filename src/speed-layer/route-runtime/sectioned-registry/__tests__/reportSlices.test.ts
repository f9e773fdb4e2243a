import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import Loadable from 'react-loadable';
import {describe, expect, it, vi} from 'vitest';
import ReportSlices from '../client/ReportSlices';

// The server build's registry (../splitRegistry.cjs, nameSlices): whole, with each section's slice chunk named.
vi.mock('@generated/registry', () => ({
  default: {},
  registrySections: undefined,
  registrySliceChunks: {
    '/docs/Modules': 'registry-0',
    '/docs/Modules/Student': 'registry-1',
    '/docs/Workflows': 'registry-2',
  },
}));
vi.mock('@generated/routesChunkNames', () => ({default: {}}));

/** What a server render of the route's ReportSlices writes and reports to react-loadable, as core's serverEntry collects it. */
function render(routePath: string): {html: string; reported: string[]} {
  const reported = new Set<string>();
  const report = (moduleName: string): void => {
    reported.add(moduleName);
  };
  const html = renderToString(
    createElement(Loadable.Capture, {report}, createElement(ReportSlices, {routePath})),
  );
  return {html, reported: [...reported]};
}

describe('ReportSlices', () => {
  it("reports the slice chunk of each of the route's sections, and writes nothing into the page", () => {
    expect(render('/docs/Modules/Student/Forms/new-student')).toEqual({
      html: '',
      reported: ['registry-0', 'registry-1'],
    });
    expect(render('/docs/Workflows').reported).toEqual(['registry-2']);
  });

  it('reports nothing for a route outside every section, nor for a path that only starts like one', () => {
    expect(render('/docs/intro').reported).toEqual([]);
    expect(render('/docs/Modules-copy-2/Student/about').reported).toEqual([]);
  });
});
