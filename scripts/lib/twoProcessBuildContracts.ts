import type {UpstreamContract} from '../../src/upstream-contracts/contract';

/** What the two-process build (./timedBuild.ts) relies on in core (src/upstream-contracts checks it). */
export const twoProcessBuildContracts: readonly UpstreamContract[] = [
  {
    owner: 'two-process build (timedBuild.ts)',
    packageName: '@docusaurus/core',
    file: 'lib/commands/build/buildLocale.js',
    expects: [
      "const SkipBundling = process.env.DOCUSAURUS_SKIP_BUNDLING === 'true';",
      "const ExitAfterBundling = process.env.DOCUSAURUS_EXIT_AFTER_BUNDLING === 'true';",
      'SkipBundling ? undefined : (0, clearPath_1.default)(outDir),',
      "if (ExitAfterBundling) {\n        return process.exit(0);\n    }\n    const { collectedData } = await logger_1.PerfLogger.async('SSG', () => (0, ssgExecutor_1.executeSSG)({",
    ],
    because:
      "a large guide is bundled in a process that exits before SSG, and rendered in a second that skips bundling and keeps the first one's output",
  },
];
