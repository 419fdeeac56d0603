import { writeFileSync } from 'node:fs';
import { renderProductImageSvg } from '../features/catalog/product-image';
for (const [size, t, name] of [['SQUARELARGE','SHOW','Cirque Lumière: AURA'],['HERO658X251','TOUR','Grand Canyon West Rim Helicopter Tour'],['SQUARESMALL','HOTEL','Lumière Parisienne Hotel & Casino'],['GALLERY800X533','CLUB','Piano Man Nights: A Singer-Songwriter Residency <b>&</b>']] as const) {
  writeFileSync(`/tmp/${size}.svg`, renderProductImageSvg({ productId: 1036, productType: t, name, size, n: 2, caption: 'On stage' }));
}
