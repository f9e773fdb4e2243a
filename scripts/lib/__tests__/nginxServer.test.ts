import {spawnSync} from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {buildServerKind} from '../buildServer';
import {nginxHeadersFile} from '../headerFiles';
import {brotliStaticModule, nginxBinary, testServerConfig} from '../nginxServer';

let prefix = '';
const nginxInstalled = existsSync(nginxBinary) && existsSync(brotliStaticModule);
const configDir = path.resolve(__dirname, '..', '..', '..', 'deploy', 'nginx');
afterEach(() => {
  rmSync(prefix, {recursive: true, force: true});
});

describe('testServerConfig', () => {
  it("wraps the repository's files in a server on 127.0.0.1 that serves the given build", () => {
    const config = testServerConfig({buildDir: '/b', port: 4000, prefix: '/p', runAsRoot: false});
    expect(config).toContain('listen 127.0.0.1:4000;');
    expect(config).toContain('root "/b";');
    expect(config).toContain(`include "/b/${nginxHeadersFile}";`);
    expect(config).toMatch(/include ".*\/deploy\/nginx\/guide-http\.conf";/);
    expect(config).toMatch(/include ".*\/deploy\/nginx\/guide-server\.conf";/);
    expect(config).not.toContain('user root;');
  });

  it('refuses a path nginx would misread', () => {
    expect(() =>
      testServerConfig({buildDir: '/b"x', port: 4000, prefix: '/p', runAsRoot: false}),
    ).toThrow(/can't be given/);
  });

  it.runIf(nginxInstalled)('is a configuration nginx accepts (nginx -t)', () => {
    prefix = mkdtempSync(path.join(tmpdir(), 'nginx-config-'));
    const buildDir = path.join(prefix, 'build');
    mkdirSync(path.join(buildDir, path.dirname(nginxHeadersFile)), {recursive: true});
    writeFileSync(
      path.join(buildDir, nginxHeadersFile),
      'add_header X-Content-Type-Options "nosniff" always;\n',
    );
    const configFile = path.join(prefix, 'nginx.conf');
    writeFileSync(
      configFile,
      testServerConfig({buildDir, port: 4000, prefix, runAsRoot: process.getuid?.() === 0}),
    );
    const result = spawnSync(
      nginxBinary,
      ['-t', '-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')],
      {encoding: 'utf8'},
    );
    expect(result.stderr).toContain('test is successful');
  });
});

describe('deploy/nginx/guide.conf', () => {
  it.runIf(nginxInstalled)(
    'is a site nginx accepts, with the snippets beside it as deploy/README.md says',
    () => {
      prefix = mkdtempSync(path.join(tmpdir(), 'nginx-site-'));
      const site = path.join(prefix, 'srv-guide');
      mkdirSync(path.join(site, path.dirname(nginxHeadersFile)), {recursive: true});
      writeFileSync(
        path.join(site, nginxHeadersFile),
        'add_header X-Content-Type-Options "nosniff" always;\n',
      );
      mkdirSync(path.join(prefix, 'snippets'));
      for (const file of ['guide-http.conf', 'guide-server.conf'])
        copyFileSync(path.join(configDir, file), path.join(prefix, 'snippets', file));
      writeFileSync(
        path.join(prefix, 'guide.conf'),
        readFileSync(path.join(configDir, 'guide.conf'), 'utf8').replaceAll('/srv/guide', site),
      );
      const configFile = path.join(prefix, 'nginx.conf');
      writeFileSync(
        configFile,
        `load_module ${brotliStaticModule};\npid ${prefix}/nginx.pid;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include guide.conf;\n}\n`,
      );
      const result = spawnSync(
        nginxBinary,
        ['-t', '-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')],
        {encoding: 'utf8'},
      );
      expect(result.stderr).toContain('test is successful');
    },
  );
});

describe('buildServerKind', () => {
  it('is nginx unless BUILD_SERVER names the Node server', () => {
    expect(buildServerKind({})).toBe('nginx');
    expect(buildServerKind({BUILD_SERVER: 'node'})).toBe('node');
    expect(() => buildServerKind({BUILD_SERVER: 'apache'})).toThrow(/must be one of nginx, node/);
  });
});
