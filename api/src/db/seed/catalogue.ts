// Seed content: product categories and products. "Industrial Minerals" deliberately has no products yet,
// and beeswax has no category, so both the empty-category and "Uncategorized" paths have real data.
import type { BundleDraft } from '../../content/bundle';
import { galleryPaths, imagePath } from './paths';

export const productCategories: BundleDraft['productCategories'] = [
  'Coffee',
  'Oil Seeds',
  'Pulses',
  'Spices',
  'Live Animals',
  'Tyres',
  'Industrial Minerals',
].map((name, index) => ({ id: index + 1, name }));

const category = (name: string) => {
  const found = productCategories.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Seed product refers to unknown category ${name}`);
  return found.id;
};

/** [category, title, one-line description, detail bullets, extra pictures] */
type ProductSeed = [string | null, string, string, string[], number];

const productSeeds: ProductSeed[] = [
  [
    'Coffee',
    'Yirgacheffe Grade 1 Washed',
    'Floral, citrus and bergamot notes from smallholder farms at 1,900–2,200 m in Gedeo.',
    ['Grade 1, screen 14+', 'Fully washed, raised-bed dried', 'Harvest October–January'],
    2,
  ],
  [
    'Coffee',
    'Sidamo Grade 2 Natural',
    'Sun-dried Sidamo with berry sweetness and a syrupy body.',
    ['Grade 2, screen 14+', 'Natural process on African beds', '60 kg jute bags with GrainPro liners'],
    1,
  ],
  [
    'Coffee',
    'Guji Natural Grade 1',
    'Stone fruit, jasmine and dark chocolate from Hambela and Uraga.',
    ['Grade 1, station-separated lots', 'Moisture below 11.5%', 'Cupping score 87+'],
    2,
  ],
  [
    'Coffee',
    'Limu Washed Grade 2',
    'Balanced, wine-like acidity with spice notes from Limu Kossa.',
    ['Grade 2, screen 14+', 'Fully washed', 'Ideal for espresso blends'],
    0,
  ],
  [
    'Oil Seeds',
    'Humera Sesame',
    'World-renowned white sesame from Humera, high in oil and sweet in taste.',
    ['Purity 99.95% (machine cleaned)', 'Oil content 52% minimum', 'FFA below 2%'],
    2,
  ],
  [
    'Oil Seeds',
    'Wollega Sesame',
    'Mixed-colour sesame from Wollega, suited to oil extraction and tahini.',
    ['Purity 99%', 'Oil content 50% minimum', '50 kg polypropylene bags'],
    0,
  ],
  [
    'Oil Seeds',
    'Niger Seed',
    'Black niger seed (noug), the preferred feed for wild birds, sterilised for export.',
    ['Purity 99%', 'Heat-treated to stop germination', 'Admixture below 1%'],
    1,
  ],
  [
    'Oil Seeds',
    'Soybeans',
    'Non-GMO yellow soybeans from western Ethiopia for oil and feed mills.',
    ['Protein 36% minimum', 'Moisture below 13%', 'Bulk or 50 kg bags'],
    0,
  ],
  [
    'Pulses',
    'Red Kidney Beans',
    'Large, dark red kidney beans, sortex cleaned and hand picked.',
    ['Count 200–220 per 100 g', 'Moisture below 15%', 'Machine cleaned and sorted'],
    1,
  ],
  [
    'Pulses',
    'Kabuli Chickpeas',
    'Creamy white chickpeas from the central highlands, sized to order.',
    ['Sizes 8 mm and 9 mm', 'Purity 99%', 'Packed in 25 or 50 kg bags'],
    0,
  ],
  [
    'Pulses',
    'Green Mung Beans',
    'Bright green, uniform mung beans for sprouting and cooking.',
    ['Sprouting rate 95%+', 'Sortex cleaned', 'Moisture below 13%'],
    0,
  ],
  [
    'Pulses',
    'Red Lentils',
    'Split and whole red lentils, cleaned and polished.',
    ['Football and split grades', 'Purity 99%', 'Foreign matter below 0.5%'],
    0,
  ],
  [
    'Spices',
    'Korarima',
    'Ethiopian cardamom (Aframomum corrorima), wild-harvested in the south-west forests.',
    ['Whole dried pods', 'Moisture below 12%', 'Aromatic, smoky-citrus profile'],
    1,
  ],
  [
    'Spices',
    'Dried Ginger',
    'Sliced and whole dried ginger from Wolaita and Kembata.',
    ['Whole or sliced', 'Volatile oil 1.5% minimum', 'Sun and solar dried'],
    0,
  ],
  [
    'Spices',
    'Turmeric',
    'Bright turmeric fingers from the Tepi area.',
    ['Curcumin 3% minimum', 'Polished fingers', 'Also ground on request'],
    0,
  ],
  [
    'Spices',
    'Black Cumin',
    'Nigella sativa seed from Bale and Arsi, cleaned for culinary and oil use.',
    ['Purity 99.5%', 'Oil content 30% minimum', 'Moisture below 8%'],
    0,
  ],
  [
    'Live Animals',
    'Boran Cattle',
    'Hardy Boran and Borana-cross bulls for feedlots, quarantined and certified.',
    ['Live weight 250–350 kg', 'Vaccinated and ear tagged', 'Shipped via Berbera or Djibouti'],
    1,
  ],
  [
    'Live Animals',
    'Blackhead Ogaden Sheep',
    'Fat-tailed blackhead sheep, prized in Gulf markets.',
    ['Live weight 25–35 kg', 'Veterinary health certificate', 'Seasonal shipments for Hajj and Eid'],
    0,
  ],
  [
    'Live Animals',
    'Somali Goats',
    'White Somali goats for meat, raised on the eastern rangelands.',
    ['Live weight 20–30 kg', 'Quarantined 21 days', 'Traceable to the market of origin'],
    0,
  ],
  [
    'Tyres',
    'Truck and Bus Radial Tyres',
    'All-steel radial tyres for long-haul trucks and buses on Ethiopian roads.',
    ['Sizes 295/80R22.5, 315/80R22.5, 12R22.5', 'Load index up to 156/153', 'One-year warranty'],
    1,
  ],
  [
    'Tyres',
    'Light Truck Tyres',
    'Light truck and pick-up tyres for urban and rough-road delivery.',
    ['Sizes 7.50R16, 8.25R16, 215/75R17.5', 'Reinforced sidewalls', 'Stocked in Addis Ababa and Adama'],
    0,
  ],
  [
    'Tyres',
    'Agricultural Tractor Tyres',
    'Bias and radial tractor tyres with deep lugs for wet black-cotton soils.',
    ['Rear 18.4-30, 16.9-28; front 7.50-16', 'Self-cleaning tread', 'Fitted at our Kality centre'],
    0,
  ],
  [
    null,
    'Ethiopian Beeswax',
    'Yellow beeswax from the forest honey of Sheko and Bench, filtered and moulded.',
    ['Melting point 62–64 °C', 'Blocks of 25 kg', 'Not yet assigned to a product line'],
    0,
  ],
];

export const products: BundleDraft['products'] = productSeeds.map(([categoryName, title, summary, facts, extraPictures], index) => ({
  id: index + 1,
  title,
  description: `<p>${summary}</p>`,
  details: `<ul>${facts.map((fact) => `<li>${fact}</li>`).join('')}</ul><p><strong>Samples and specifications on request.</strong></p>`,
  banner: imagePath('products', title),
  images: galleryPaths('products', title, extraPictures),
  category_id: categoryName === null ? null : category(categoryName),
}));
