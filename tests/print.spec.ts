import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';
import {linkLabels} from '../src/config/site';
import {pdfPages} from './pdfPages';

/**
 * Printing (src/css/custom.css, "Paper and Save as PDF"): a page prints as its article alone, black on
 * white in either colour mode, diagrams in their light render; a section prints as one document
 * (src/plugins/print-sections). Chromium's own PDF of each shows the content, none of the site's
 * chrome, no blank sheet and no diagram across a page break.
 */
const chrome = [
  '.navbar',
  '.theme-doc-sidebar-container',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-desktop',
  '.theme-doc-footer',
  '.pagination-nav',
  '.footer',
  '.print-button',
  '.print-section-link',
];

/** The paper the tests print on: A4, with the @page margin of the site's stylesheet. */
const paper = {format: 'A4', widthMm: 210, heightMm: 297} as const;
const pxPerMm = 96 / 25.4;

/** The @page margin of the site's stylesheet, in mm (one number for every side). */
async function pageMarginMm(page: Page): Promise<number> {
  const margin = await page.evaluate(() => {
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules))
        if (rule instanceof CSSPageRule) return rule.style.getPropertyValue('margin');
    }
    return '';
  });
  const mm = /^([\d.]+)mm$/.exec(margin)?.[1];
  if (mm === undefined)
    throw new Error(`no @page margin in mm in the site's stylesheet (found '${margin}')`);
  return Number(mm);
}

/**
 * Lays the page out as it prints (print media, the width of the paper's printable area) and returns
 * the diagrams that could be cut by a page break: any that may break inside, or is taller than a sheet.
 */
async function diagramsThatCouldBeCut(page: Page): Promise<string[]> {
  const margin = await pageMarginMm(page);
  const area = {
    width: Math.floor((paper.widthMm - 2 * margin) * pxPerMm),
    height: Math.floor((paper.heightMm - 2 * margin) * pxPerMm),
  };
  await page.setViewportSize(area);
  await page.emulateMedia({media: 'print'});
  return page.evaluate(
    (sheetHeight) =>
      Array.from(document.querySelectorAll('.diagram'))
        .filter(
          (diagram) =>
            getComputedStyle(diagram).breakInside !== 'avoid' ||
            diagram.getBoundingClientRect().height > sheetHeight,
        )
        .map(
          (diagram) =>
            diagram.querySelector('img')?.getAttribute('alt') ?? diagram.outerHTML.slice(0, 80),
        ),
    area.height,
  );
}

/**
 * Lines of the site's chrome as they would print: the navbar's links and search button, the sidebar's
 * top level (docs/<section>/_category_.json), the edit link and the print actions.
 */
const chromeLines = [
  ...Object.values(linkLabels),
  'Search',
  'Getting started',
  'Modules',
  'How-to guides',
  'Edit this page',
  'Print this page',
  'Print this section',
];

/** Chromium's PDF of the page as it is laid out now, as page.pdf() gives it. */
async function printedSheets(
  page: Page,
): Promise<{bytes: number; sheets: number; blank: number[]; text: string}> {
  const pdf = await page.pdf({format: paper.format});
  const sheets = await pdfPages(pdf);
  const blank = sheets.flatMap((sheet, index) => (sheet.drawsSomething ? [] : [index + 1]));
  return {
    bytes: pdf.length,
    sheets: sheets.length,
    blank,
    text: sheets.map((sheet) => sheet.text).join('\n'),
  };
}

test('a printed docs page shows its title, address and date of update, and none of the site around it', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/Modules/Student/Fee/submit-fee');
  await expect(page.locator('.printed-page-header')).toBeHidden();
  await page.emulateMedia({media: 'print'});
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Collect student fees');
  const header = page.locator('.printed-page-header');
  await expect(header).toBeVisible();
  await expect(header).toContainText(/^https?:\/\/[^/]+\/docs\/Modules\/Student\/Fee\/submit-fee/);
  await expect(header).toContainText(/Last updated on \w+ \d+, \d{4}/);
  await expect(page.locator('article .markdown table').first()).toBeVisible();
  for (const selector of chrome) await expect(page.locator(selector).first()).toBeHidden();
  await expect(page.getByText('Edit this page')).toBeHidden();
});

test('a page printed in dark mode prints black on white, with the light render of its diagrams', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/Workflows/monthly-fees');
  await page
    .getByRole('button', {name: /dark and light mode/})
    .first()
    .click();
  await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
  await page.emulateMedia({media: 'print'});
  const colors = await page.evaluate(() => {
    const paragraph = document.querySelector('article .markdown p');
    return paragraph === null
      ? undefined
      : {
          text: getComputedStyle(paragraph).color,
          html: getComputedStyle(document.documentElement).backgroundColor,
        };
  });
  expect(colors?.text).toBe('rgb(0, 0, 0)');
  expect(colors?.html).toBe('rgba(0, 0, 0, 0)');
  await expect(page.locator('.diagram__image--light').first()).toBeVisible();
  await expect(page.locator('.diagram__image--dark').first()).toBeHidden();
});

test('the Print button opens the browser’s print dialog', async ({page}) => {
  await gotoHydrated(page, '/docs/Modules/Student/Fee/submit-fee');
  await page.evaluate(() => {
    window.print = () => {
      document.documentElement.dataset.printCalled = 'true';
    };
  });
  await page.getByRole('button', {name: 'Print this page'}).click();
  await expect(page.locator('html[data-print-called="true"]')).toHaveCount(1);
});

for (const {start, title} of [
  {start: '/docs/Workflows/monthly-fees', title: 'Run the monthly fee cycle: the whole workflow'},
  {start: '/docs/Modules/Student/about', title: 'Student: the whole module'},
]) {
  test(`"Print this section" on ${start} opens one document of every page, with links inside it`, async ({
    page,
  }) => {
    await gotoHydrated(page, start);
    await page.getByRole('link', {name: 'Print this section'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const contents = page.getByRole('navigation', {name: 'Contents'}).getByRole('link');
    const articles = page.locator('article.print-section__page');
    await expect(articles.first()).toBeVisible();
    expect(await contents.count()).toBe(await articles.count());
    expect(await articles.count()).toBeGreaterThan(2);
    // Every link inside the document reaches an element of it; no id is given twice.
    const unreached = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => document.getElementById(decodeURIComponent(href.slice(1))) === null),
    );
    expect(unreached).toEqual([]);
    const ids = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[id]')).map((element) => element.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
    await page.emulateMedia({media: 'print'});
    expect(
      await articles.evaluateAll((pages) =>
        pages.map((article) => getComputedStyle(article).breakBefore),
      ),
    ).toEqual(Array.from({length: await articles.count()}, () => 'page'));
    await expect(page.locator('.print-section__back')).toBeHidden();
  });
}

for (const {name, path, title, address} of [
  {
    name: 'a docs page',
    path: '/docs/Modules/Student/Fee/submit-fee',
    title: 'Collect student fees',
    address: '/docs/Modules/Student/Fee/submit-fee',
  },
  {
    name: 'a workflow',
    path: '/print/Workflows/monthly-fees',
    title: 'Run the monthly fee cycle: the whole workflow',
    address: '/docs/Workflows/monthly-fees',
  },
  {
    name: 'the Student module',
    path: '/print/Modules/Student',
    title: 'Student: the whole module',
    address: '/docs/Modules/Student/about',
  },
]) {
  test(`Chromium's PDF of ${name} shows its title and address, none of the site's chrome, no blank sheet and no diagram across a page break`, async ({
    page,
  }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await diagramsThatCouldBeCut(page)).toEqual([]);
    const printed = await printedSheets(page);
    expect(printed.sheets).toBeGreaterThan(0);
    expect(printed.blank, 'blank sheets').toEqual([]);
    const lines = printed.text.split('\n').map((line) => line.trim());
    expect(
      chromeLines.filter((line) => lines.includes(line)),
      'chrome in the PDF',
    ).toEqual([]);
    const flowing = printed.text.replace(/\s+/g, ' ');
    expect(flowing).toContain(title);
    expect(flowing).toMatch(new RegExp(`https?://\\S+${address}`));
    // For the note: how long each printout is.
    testInfo.annotations.push({
      type: 'pdf',
      description: `${path}: ${String(printed.sheets)} A4 sheets, ${(printed.bytes / 1024).toFixed(0)} KB`,
    });
    console.log(
      `[print] ${path}: ${String(printed.sheets)} A4 sheets, ${(printed.bytes / 1024).toFixed(0)} KB`,
    );
  });
}
