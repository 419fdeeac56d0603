import { buildCatalog } from '../lib/db/seed/catalog';
const plan = buildCatalog(1);
const seen = new Set<string>();
for (const p of plan.products) {
  if (seen.has(p.product.type) && !process.argv[2]) continue;
  seen.add(p.product.type);
  const { description, shortDescription, features, ...rest } = p.product;
  console.log(JSON.stringify(rest));
  console.log('  SHORT:', shortDescription);
  console.log('  LONG:', description);
  console.log('  FEAT:', JSON.stringify(features));
  console.log('  CATS:', p.categoryIds.join(','), 'venue', p.venueKey);
  for (const s of p.skus) console.log('  SKU', s.id, s.name, s.ticketType, s.priceCents, s.basePriceCents, s.feeCents, s.taxCents, s.insiderPriceCents, s.insiderPasswordProtected, JSON.stringify(s.purchaseQuantities), s.maxQuantity, s.capacityPerPerformance, s.maxOccupancy, s.priceTier);
  console.log('  WEEK', JSON.stringify(p.weekly));
  console.log('  IMG', p.images.map((i) => `${i.path} ${i.title}`).join(' | '));
}
