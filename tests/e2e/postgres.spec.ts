import { expect, test } from './fixtures';

// Runs against a second server whose DATABASE_URL points at a fresh PostgreSQL database:
// migrations and the demo-city seed ran there on start, exactly as on PGlite.
test('the storefront runs on PostgreSQL with the seeded demo city', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('list', { name: 'Featured shows' }).getByTestId('product-card')).toHaveCount(6);
  await expect(page.getByRole('list', { name: 'Featured hotels' }).getByTestId('product-card')).toHaveCount(6);
  const missing = await page.goto('/no/such/place');
  expect(missing?.status()).toBe(404);
});
