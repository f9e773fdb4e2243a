import {describe, expect, it} from 'vitest';
import {defaultSettings, editUrlBase, readSiteSettings, settingVariables} from '../site';

describe('readSiteSettings', () => {
  it('uses the placeholder defaults when nothing is set', () => {
    expect(readSiteSettings({})).toEqual(defaultSettings);
  });

  it('takes every value from its environment variable', () => {
    const settings = readSiteSettings({
      [settingVariables.url]: 'https://guide.example.org/',
      [settingVariables.baseUrl]: '/help/',
      [settingVariables.organizationName]: 'greenfield',
      [settingVariables.projectName]: 'guide',
      [settingVariables.repositoryUrl]: 'https://git.example.org/greenfield/guide/',
      [settingVariables.apiDocs]: 'https://api.example.org',
      [settingVariables.bookDemo]: 'https://shop.example.org/demo',
      [settingVariables.signup]: 'https://shop.example.org/signup',
    });
    expect(settings).toEqual({
      url: 'https://guide.example.org',
      baseUrl: '/help/',
      organizationName: 'greenfield',
      projectName: 'guide',
      repositoryUrl: 'https://git.example.org/greenfield/guide',
      links: {
        apiDocs: 'https://api.example.org',
        bookDemo: 'https://shop.example.org/demo',
        signup: 'https://shop.example.org/signup',
      },
    });
  });

  it('treats an empty variable as unset', () => {
    expect(readSiteSettings({[settingVariables.url]: '  '}).url).toBe(defaultSettings.url);
  });

  it('rejects a link that is not an absolute http URL', () => {
    expect(() => readSiteSettings({[settingVariables.signup]: 'example.com/signup'})).toThrow(
      /SIGNUP_URL/,
    );
    expect(() => readSiteSettings({[settingVariables.apiDocs]: 'javascript:alert(1)'})).toThrow(
      /API_DOCS_URL/,
    );
  });

  it('rejects a repository that is not an absolute http URL', () => {
    expect(() =>
      readSiteSettings({[settingVariables.repositoryUrl]: 'git@example.org:guide.git'}),
    ).toThrow(/REPOSITORY_URL/);
  });

  it('opens "Edit this page" on the main branch of the repository', () => {
    expect(editUrlBase(readSiteSettings({}))).toBe(
      'https://github.com/example/suite-user-guide/edit/main/',
    );
  });

  it('rejects a base URL without its slashes', () => {
    expect(() => readSiteSettings({[settingVariables.baseUrl]: 'help'})).toThrow(/BASE_URL/);
  });
});
