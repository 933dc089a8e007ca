import { test } from '@playwright/test';
import sharp from 'sharp';
import { localizedPath } from '../../lib/shop/locale';
import { operatorRoutes } from '../../lib/shop/routes';
import { operatorCall, signInOwner } from './support/back-office';
import { popupAlreadySeen } from './support/shop';

// Temporary: screenshots for the report (not committed).
test('shots', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL });
  await signInOwner(context.request);
  await popupAlreadySeen(context, baseURL!);
  const page = await context.newPage();
  const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 170, g: 110, b: 70 } } }).png().toBuffer();
  const upload = async () => (await operatorCall<{ Path: string }>(page.request, 'catalogue-image-upload', { Target: 'product', File: png.toString('base64') })).Path;
  const designers = await operatorCall<{ Rows: { DesignerId: number }[] }>(page.request, 'catalogue-designers', {});
  const product = await operatorCall<{ ProductId: number }>(page.request, 'catalogue-product-create', { TitleTr: 'Benekli Fincan', TitleEn: 'Speckled Cup', DesignerId: designers.Rows[0].DesignerId, PriceTry: '850', PriceUsd: '29.90', IsActive: true, MainPhoto: await upload() });
  await operatorCall(page.request, 'catalogue-product-photo', { ProductId: product.ProductId, Path: await upload(), AltTr: 'Yandan', AltEn: 'From the side' });
  await operatorCall(page.request, 'catalogue-variation-save', { ProductId: product.ProductId, NameTr: 'Lacivert', NameEn: 'Navy', Stock: 4, FontColor: '#1a2b3c' });
  const tree = await operatorCall<{ Rows: { CategoryId: number; ParentId: number | null }[] }>(page.request, 'catalogue-categories', {});
  const child = tree.Rows.find((row) => row.ParentId !== null)!;
  const screens = [
    ['new-product', operatorRoutes.newProduct()],
    ['product', operatorRoutes.product(product.ProductId)],
    ['categories', operatorRoutes.categories()],
    ['category', operatorRoutes.category(child.CategoryId)],
  ] as const;
  for (const locale of ['tr', 'en'] as const) {
    for (const [name, path] of screens) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(localizedPath(path, locale));
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `/work/shots/h23cat/${name}-${locale}-${width}.png`, fullPage: true });
      }
    }
  }
});
