import {
  PRODUCT_CATALOGUE,
  PRODUCT_CODES,
  PRODUCT_DISPLAY_ORDER,
  type ProductCode,
} from '@insure/domain/catalogue'

/** One line per product, shown in product lists; written for this site. */
const DESCRIPTIONS: Record<ProductCode, string> = {
  life: 'A lump sum for the people you choose if you pass away, with cover you pick online.',
  gap: 'Pays the shortfall between what specialists charge in hospital and what your medical aid pays.',
  vap: 'Cover for the extras of your car: the dents, scratches, tyres and rims that insurance leaves out.',
  vapsscratchanddent: 'Repairs small dents and scratches on your car without a claim on your car insurance.',
  vapstyreandrim: 'Replaces tyres and rims damaged by potholes and kerbs.',
  car: 'Comprehensive, third-party, fire and theft cover for your car, priced on how you drive.',
  home: 'Cover for your home and what is in it, in one policy.',
  contents: 'Cover for the things in your home against theft, fire, storms and accidental damage.',
  buildings: 'Cover for the structure of the home you own: walls, roof, fixtures and fittings.',
  bi: 'Cover for your business premises, stock, equipment and the income you lose while you recover.',
  funeral: 'Pays out within 48 hours so your family can give you the funeral you want.',
  watercraft: 'Cover for your boat, jet ski or yacht on the water and on the road.',
  trailer: 'Cover for your trailer or caravan against theft, accidents and storm damage.',
  allrisk: 'Cover for the valuables you carry with you: phones, laptops, jewellery and cameras.',
  legalcosts: 'Pays lawyers and court costs when you need to defend or enforce your rights.',
  motorcycle: 'Cover for your motorcycle against accidents, theft and damage to others.',
  legal: 'Legal advice and representation for you and your family, for a monthly premium.',
}

/** The products table (forms spec §3 Product): ids 1 to 17 in the spec's code order, stable across releases. */
export const productSeeds = PRODUCT_CODES.map((code, index) => ({
  productId: index + 1,
  hashedProductId: PRODUCT_CATALOGUE[code].hashedProductId,
  code,
  internalName: PRODUCT_CATALOGUE[code].internalName,
  displayName: PRODUCT_CATALOGUE[code].displayName,
  displayOrder: PRODUCT_DISPLAY_ORDER[code],
  description: DESCRIPTIONS[code],
}))
