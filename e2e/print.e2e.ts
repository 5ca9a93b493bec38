import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { browserAndServer } from './suite.js';
import { londonVisitor } from './london.js';

const suite = browserAndServer(() => ({ TRUST_PROXY: 'true' }));

/** The pages of a PDF and the text of each, without white space. */
async function pdfText(data: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    // Glyphs come back one run at a time, CJK ones sometimes as compatibility characters.
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
    pages.push(text.normalize('NFKC').replace(/\s+/g, ''));
  }
  await doc.destroy();
  return pages;
}

describe('printing a report', () => {
  it('prints the report alone on at most two A4 pages, without the advanced-test command or its token', async () => {
    const { page, context } = await londonVisitor(suite.browser, '81.2.69.142', { locale: 'ja-JP' });
    await page.goto(suite.server.url);
    await page.getByRole('radio', { name: '場所を自動的に検出する' }).check();
    await page.getByRole('button', { name: 'テストを実行' }).click();
    await page.waitForURL(/\/report\//, { timeout: 45_000 });
    // The advanced-test panel offers the run's command, with its secret token.
    const command = await page.locator('code', { hasText: '--token' }).first().innerText();
    const token = /--token\s+'?"?([^\s'"]+)/.exec(command)?.[1];
    expect(token?.length).toBeGreaterThan(15);
    await page.getByRole('img', { name: /地図/ }).first().waitFor();

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    if (process.env.PRINT_PDF) (await import('node:fs')).writeFileSync(process.env.PRINT_PDF, pdf);
    const pages = await pdfText(pdf);
    const text = pages.join('\n');
    expect(pages.length).toBeLessThanOrEqual(2);
    expect(pages[0]).toContain('ネットワーク接続レポート'); // page 1 is the report itself
    expect(text).not.toContain(token!);
    expect(text).not.toContain('--run');
    // The advanced tests not run are one sentence, not a row each.
    expect(text).toContain('このレポートで実行されていない詳細テスト');
    expect(text).not.toContain('詳細テストで実行');
    await context.close();
  }, 120_000);
});
