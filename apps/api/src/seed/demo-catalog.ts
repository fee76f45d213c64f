import type { Category } from '@mavazi/shared/constants';

export interface DemoProduct {
  name: string;
  description: string;
  /** KES */
  price: number;
  imageUrl: string;
  category: Category;
  inventory: number;
  reviews?: ReadonlyArray<{ rating: number; comment: string }>;
}

/**
 * Artwork drawn by scripts/generate-images.mjs into apps/web/public/images/products; the seed runs
 * it through the photo pipeline, so the demo shop serves it as WebP photos.
 */
const image = (file: string) => `/images/products/${file}.svg`;

/** The demo catalog seeded into an empty database. */
export const demoProducts: ReadonlyArray<DemoProduct> = [
  // Men
  {
    name: 'Kitenge Short-Sleeve Shirt',
    description:
      'Relaxed-fit cotton shirt in a bold orange and navy kitenge wax print, with a classic collar, a chest pocket and contrast buttons. Tailored in Nairobi.',
    price: 2450,
    imageUrl: image('kitenge-shirt'),
    category: 'Men',
    inventory: 25,
    reviews: [
      {
        rating: 5,
        comment:
          'The colours are even brighter in person. Wore it to a wedding in Nakuru and got compliments all day.',
      },
      { rating: 4, comment: 'Good fit across the shoulders. Runs slightly long, so I tuck it in.' },
    ],
  },
  {
    name: 'Ankara Long-Sleeve Shirt',
    description:
      'Teal and amber ankara print shirt with long sleeves and buttoned cuffs. Breathable cotton for the office on Friday or dinner out.',
    price: 3200,
    imageUrl: image('ankara-long-sleeve-shirt'),
    category: 'Men',
    inventory: 18,
  },
  {
    name: 'Slim-Fit Chino Trousers',
    description:
      'Khaki stretch-cotton chinos with a slim leg, side pockets and belt loops. Smart enough for work, soft enough for matatu rides.',
    price: 2800,
    imageUrl: image('chino-trousers'),
    category: 'Men',
    inventory: 30,
  },
  {
    name: 'Kikoi Beach Shorts',
    description:
      'Knee-length shorts cut from hand-loomed Mombasa kikoi cloth, with an elastic waist and drawstring. Made for Diani and Watamu.',
    price: 1500,
    imageUrl: image('kikoi-shorts'),
    category: 'Men',
    inventory: 40,
    reviews: [
      {
        rating: 5,
        comment: 'Light, quick to dry and the stripes look great. Bought a second pair.',
      },
    ],
  },
  {
    name: 'Dashiki Tunic',
    description:
      'Cream cotton tunic with a hand-finished ankara V-neck panel, sleeve trims and hem band. Loose and cool for hot afternoons.',
    price: 2200,
    imageUrl: image('dashiki-tunic'),
    category: 'Men',
    inventory: 22,
  },
  {
    name: 'Linen Kaunda Suit',
    description:
      'Olive linen safari jacket with four patch pockets and a half belt, in the classic Kaunda cut. Sold as a jacket and matching trousers.',
    price: 11500,
    imageUrl: image('kaunda-suit'),
    category: 'Men',
    inventory: 0,
    reviews: [{ rating: 5, comment: 'Beautiful tailoring. Please restock size 42!' }],
  },
  {
    name: 'Classic Cotton Polo Shirt',
    description: 'Maroon pique cotton polo with a three-button placket and cream-tipped sleeves.',
    price: 1800,
    imageUrl: image('polo-shirt'),
    category: 'Men',
    inventory: 35,
  },
  {
    name: 'Straight-Cut Denim Jeans',
    description:
      'Dark indigo denim jeans with a straight leg, five pockets, copper rivets and orange stitching. Sturdy 13 oz cotton.',
    price: 3500,
    imageUrl: image('denim-jeans'),
    category: 'Men',
    inventory: 28,
  },
  {
    name: 'Embroidered Kanzu',
    description:
      'Full-length white kanzu with rust embroidery at the neck and the traditional tassel (kikwamba). For Eid, weddings and Fridays.',
    price: 3800,
    imageUrl: image('kanzu'),
    category: 'Men',
    inventory: 12,
  },
  {
    name: 'Shuka Check Bomber Jacket',
    description:
      'Bomber jacket in the red Maasai shuka check, with ribbed charcoal collar, cuffs and hem and a full-length zip. Lightly padded for Nairobi evenings.',
    price: 6500,
    imageUrl: image('shuka-bomber-jacket'),
    category: 'Men',
    inventory: 8,
    reviews: [
      {
        rating: 4,
        comment: 'Warm without being heavy. The check pattern is a conversation starter.',
      },
      { rating: 5, comment: 'Best jacket I own. Zip is solid.' },
    ],
  },
  {
    name: 'Akala Tyre-Sole Sandals',
    description:
      'Hard-wearing sandals with soles cut from recycled tyres and leather thong straps, handmade at Gikomba. They last for years.',
    price: 950,
    imageUrl: image('akala-sandals'),
    category: 'Men',
    inventory: 60,
  },
  {
    name: 'Leather Oxford Shoes',
    description:
      'Brown full-grain leather oxfords with closed lacing, stitched welt and rubber sole. Made by leather workers in Kariokor.',
    price: 7500,
    imageUrl: image('leather-oxford-shoes'),
    category: 'Men',
    inventory: 10,
  },
  {
    name: 'Crew-Neck Cotton T-Shirt',
    description:
      'Olive green everyday T-shirt in soft combed Kenyan cotton with a ribbed crew neck.',
    price: 850,
    imageUrl: image('crew-neck-tshirt'),
    category: 'Men',
    inventory: 80,
  },

  // Women
  {
    name: 'Ankara Maxi Dress',
    description:
      'Flowing sleeveless maxi dress in a purple and marigold ankara floral print, with a contrast waistband and side pockets.',
    price: 4500,
    imageUrl: image('ankara-maxi-dress'),
    category: 'Women',
    inventory: 15,
    reviews: [
      { rating: 5, comment: 'Fits like it was made for me. The pockets are a bonus!' },
      { rating: 5, comment: 'Washed it twice and the colours have not faded at all.' },
      { rating: 4, comment: 'Lovely dress, a little long for me at 5 foot 2.' },
    ],
  },
  {
    name: 'Kitenge Wrap Skirt',
    description:
      'Midi wrap skirt in a blue and gold kitenge print, with a tie waist that adjusts to any size. Fully lined.',
    price: 2300,
    imageUrl: image('kitenge-wrap-skirt'),
    category: 'Women',
    inventory: 20,
  },
  {
    name: 'Kanga Off-Shoulder Top',
    description:
      'Off-shoulder ruffle top in a sunny kanga floral print with elasticated neckline and short flutter sleeves.',
    price: 1900,
    imageUrl: image('kanga-off-shoulder-top'),
    category: 'Women',
    inventory: 18,
  },
  {
    name: 'Ankara Peplum Top',
    description:
      'Fitted peplum top in a pink and indigo diamond ankara print with a contrast waist seam and back zip.',
    price: 2100,
    imageUrl: image('ankara-peplum-top'),
    category: 'Women',
    inventory: 16,
    reviews: [
      { rating: 4, comment: 'Pairs perfectly with jeans. Size up if you are between sizes.' },
    ],
  },
  {
    name: 'Kitenge Wide-Leg Jumpsuit',
    description:
      'Sleeveless wide-leg jumpsuit in a green and yellow zigzag kitenge print, with a self-tie belt and hidden side zip.',
    price: 4200,
    imageUrl: image('kitenge-jumpsuit'),
    category: 'Women',
    inventory: 9,
  },
  {
    name: 'Linen Palazzo Trousers',
    description:
      'High-waisted terracotta linen palazzo trousers with a wide, breezy leg and side pockets.',
    price: 2900,
    imageUrl: image('palazzo-trousers'),
    category: 'Women',
    inventory: 14,
  },
  {
    name: 'Mermaid Kitenge Evening Gown',
    description:
      'Floor-length mermaid gown in a deep purple and gold kitenge print, fitted to the knee with a dramatic flared hem. Made to order in Nairobi.',
    price: 8900,
    imageUrl: image('mermaid-gown'),
    category: 'Women',
    inventory: 0,
    reviews: [{ rating: 5, comment: "Wore it to my sister's ruracio and felt like a queen." }],
  },
  {
    name: 'Ankara-Trim Denim Jacket',
    description:
      'Mid-blue denim jacket finished with ankara print collar, cuffs and hem. A little bit of Lagos, a little bit of Nairobi.',
    price: 5200,
    imageUrl: image('ankara-denim-jacket'),
    category: 'Women',
    inventory: 7,
  },
  {
    name: 'Beaded Leather Sandals',
    description:
      'Flat leather sandals with straps hand-beaded by Maasai women artisans in Kajiado, and a cushioned leather footbed.',
    price: 2400,
    imageUrl: image('beaded-leather-sandals'),
    category: 'Women',
    inventory: 25,
    reviews: [{ rating: 4, comment: 'So pretty and comfortable after a day of breaking in.' }],
  },
  {
    name: 'Block-Heel Pumps',
    description:
      'Red patent pumps with a steady 7 cm block heel and padded insole. From the office to the dance floor.',
    price: 4800,
    imageUrl: image('block-heel-pumps'),
    category: 'Women',
    inventory: 11,
  },
  {
    name: 'Cotton Shift Dress',
    description:
      'Mustard polka-dot shift dress in crisp cotton poplin with short sleeves and a relaxed knee-length cut.',
    price: 2700,
    imageUrl: image('cotton-shift-dress'),
    category: 'Women',
    inventory: 19,
  },
  {
    name: 'Ankara Kimono Jacket',
    description:
      'Long open-front kimono jacket in a teal floral ankara print with contrast zigzag trims. Throw it over anything.',
    price: 3600,
    imageUrl: image('ankara-kimono-jacket'),
    category: 'Women',
    inventory: 13,
  },
  {
    name: 'Mudcloth Print Pencil Skirt',
    description:
      'Knee-length pencil skirt in a brown and cream mudcloth-style print with a back vent and concealed zip.',
    price: 2600,
    imageUrl: image('mudcloth-pencil-skirt'),
    category: 'Women',
    inventory: 12,
  },

  // Kids
  {
    name: "Girls' Ankara Party Dress",
    description:
      'Puff-sleeve party dress in a pink and violet ankara print, with a flared skirt and a big sash bow. Ages 3 to 10.',
    price: 1800,
    imageUrl: image('kids-ankara-party-dress'),
    category: 'Kids',
    inventory: 20,
    reviews: [
      { rating: 5, comment: 'My daughter refused to take it off after her birthday party.' },
    ],
  },
  {
    name: "Boys' Kitenge Shirt",
    description:
      "Short-sleeve shirt in a green and yellow kitenge print, sized for boys aged 2 to 12. Matches our men's shirt.",
    price: 1200,
    imageUrl: image('boys-kitenge-shirt'),
    category: 'Kids',
    inventory: 24,
  },
  {
    name: 'School Shirt, White Short-Sleeve',
    description:
      'Polycotton white school shirt with a stiff collar and chest pocket. Easy to wash and iron, fits most primary school uniforms.',
    price: 650,
    imageUrl: image('school-shirt-white'),
    category: 'Kids',
    inventory: 120,
    reviews: [
      { rating: 4, comment: 'Survived a whole term of football at break time. Good value.' },
    ],
  },
  {
    name: 'School Shorts, Grey',
    description:
      'Durable grey school shorts with an adjustable elastic back waist and two side pockets.',
    price: 700,
    imageUrl: image('school-shorts-grey'),
    category: 'Kids',
    inventory: 90,
  },
  {
    name: 'School Pinafore Dress, Maroon',
    description:
      'Maroon box-pleat school pinafore with a square neck and button straps. Wear with the white school shirt.',
    price: 1100,
    imageUrl: image('school-pinafore-maroon'),
    category: 'Kids',
    inventory: 45,
  },
  {
    name: 'School V-Neck Sweater, Green',
    description:
      'Bottle-green knitted school sweater with gold stripe trims on the V-neck and hem, and room on the chest for the school badge.',
    price: 1350,
    imageUrl: image('school-sweater-green'),
    category: 'Kids',
    inventory: 50,
  },
  {
    name: 'Kids Canvas Sneakers',
    description:
      'Blue canvas lace-up sneakers with an orange side flash and a grippy rubber sole. Sizes 24 to 35.',
    price: 1600,
    imageUrl: image('kids-canvas-sneakers'),
    category: 'Kids',
    inventory: 30,
  },
  {
    name: 'Baby Kitenge Romper',
    description:
      'Soft cotton romper in a cheerful orange kitenge print with snap buttons at the front. 0 to 24 months.',
    price: 950,
    imageUrl: image('baby-kitenge-romper'),
    category: 'Kids',
    inventory: 26,
  },
  {
    name: 'Kids Fleece Hoodie',
    description:
      'Mustard fleece hoodie with a kangaroo pocket, drawstring hood and ribbed cuffs for cold Limuru mornings.',
    price: 1900,
    imageUrl: image('kids-fleece-hoodie'),
    category: 'Kids',
    inventory: 21,
  },
  {
    name: "Girls' Tulle Tutu Skirt",
    description:
      'Three-layer pink tulle tutu with a soft elastic waistband and sparkle details. Ages 2 to 8.',
    price: 1250,
    imageUrl: image('girls-tutu-skirt'),
    category: 'Kids',
    inventory: 17,
  },
  {
    name: 'Kids Denim Dungarees',
    description:
      'Washed denim dungarees with adjustable straps, a bib pocket and brass buttons. Built for climbing trees.',
    price: 2100,
    imageUrl: image('kids-denim-dungarees'),
    category: 'Kids',
    inventory: 14,
  },
  {
    name: 'Kids Gumboots',
    description: 'Bright yellow waterproof gumboots with a non-slip sole for the long rains.',
    price: 1450,
    imageUrl: image('kids-gumboots'),
    category: 'Kids',
    inventory: 0,
  },
  {
    name: 'Kids Simba Graphic T-Shirt',
    description:
      'Cream cotton T-shirt with a friendly lion print and the word SIMBA. Ages 2 to 12.',
    price: 600,
    imageUrl: image('kids-simba-tshirt'),
    category: 'Kids',
    inventory: 55,
  },
  {
    name: 'Black Leather School Shoes',
    description:
      'Polishable black leather school shoes with a padded collar and a tough stitched sole. Sizes 28 to 40.',
    price: 2300,
    imageUrl: image('school-shoes-black'),
    category: 'Kids',
    inventory: 40,
    reviews: [
      { rating: 5, comment: 'Still looking smart after a full term. Worth every shilling.' },
    ],
  },

  // Accessories
  {
    name: 'Maasai Shuka Scarf',
    description:
      'Soft acrylic-wool scarf in the classic red and blue Maasai shuka check, with fringed ends. 180 x 60 cm.',
    price: 1200,
    imageUrl: image('maasai-shuka-scarf'),
    category: 'Accessories',
    inventory: 40,
    reviews: [
      {
        rating: 5,
        comment: 'Warm, bright and very Kenyan. Bought three as gifts for friends abroad.',
      },
    ],
  },
  {
    name: 'Beaded Maasai Collar Necklace',
    description:
      'Flat collar necklace of red, white, blue, yellow and green glass beads with a beaded fringe, handmade in Kajiado.',
    price: 1800,
    imageUrl: image('beaded-maasai-necklace'),
    category: 'Accessories',
    inventory: 15,
    reviews: [
      { rating: 5, comment: 'Stunning craftsmanship. Every bead is perfectly placed.' },
      { rating: 4, comment: 'Beautiful, but the clasp is a bit fiddly to close alone.' },
    ],
  },
  {
    name: 'Beaded Bracelet Set',
    description:
      'Set of three stretch bracelets in Maasai glass beads: red, blue and green. One size fits most.',
    price: 450,
    imageUrl: image('beaded-bracelet-set'),
    category: 'Accessories',
    inventory: 70,
  },
  {
    name: 'Kiondo Sisal Handbag',
    description:
      'Hand-woven sisal kiondo basket bag from Machakos, with patterned bands and leather handles and trim.',
    price: 2600,
    imageUrl: image('kiondo-sisal-bag'),
    category: 'Accessories',
    inventory: 18,
    reviews: [
      { rating: 5, comment: 'Sturdy and roomy, goes to the market with me every Saturday.' },
    ],
  },
  {
    name: 'Leather Tote Bag',
    description:
      'Cognac leather tote with a zip pocket, brass clasp and stitched handles. Fits a 14-inch laptop.',
    price: 6800,
    imageUrl: image('leather-tote-bag'),
    category: 'Accessories',
    inventory: 6,
  },
  {
    name: 'Kikoi Sarong Wrap',
    description:
      'Fringed cotton kikoi in rust, gold and teal stripes. Wear it as a sarong, a beach towel or a shawl.',
    price: 1400,
    imageUrl: image('kikoi-sarong'),
    category: 'Accessories',
    inventory: 30,
  },
  {
    name: 'Embroidered Kofia Cap',
    description:
      'White cotton kofia with rust and teal hand embroidery, in the coastal Swahili style.',
    price: 900,
    imageUrl: image('embroidered-kofia'),
    category: 'Accessories',
    inventory: 25,
  },
  {
    name: 'Wide-Brim Straw Sun Hat',
    description:
      'Woven straw sun hat with a wide brim and a black ribbon band. Packs flat for the road to the coast.',
    price: 1500,
    imageUrl: image('straw-sun-hat'),
    category: 'Accessories',
    inventory: 20,
  },
  {
    name: 'Handmade Leather Belt',
    description:
      'Dark brown full-grain leather belt with a solid brass buckle, cut and stitched in Kariokor.',
    price: 1300,
    imageUrl: image('leather-belt'),
    category: 'Accessories',
    inventory: 33,
  },
  {
    name: 'Beaded Hoop Earrings',
    description:
      'Lightweight hoop earrings wrapped in sky-blue, yellow and red beads with a dangling bead fringe.',
    price: 650,
    imageUrl: image('beaded-hoop-earrings'),
    category: 'Accessories',
    inventory: 45,
  },
  {
    name: 'Ankara Headwrap',
    description:
      'Extra-long ankara headwrap in orange and indigo, easy to tie into a bow, a knot or a turban.',
    price: 800,
    imageUrl: image('ankara-headwrap'),
    category: 'Accessories',
    inventory: 38,
  },
  {
    name: 'Classic Sunglasses',
    description: 'Black-framed sunglasses with UV400 tinted lenses and a protective case.',
    price: 1700,
    imageUrl: image('classic-sunglasses'),
    category: 'Accessories',
    inventory: 0,
  },
  {
    name: 'Leather Bifold Wallet',
    description:
      'Slim bifold wallet in dark brown leather with six card slots and a note compartment.',
    price: 1900,
    imageUrl: image('leather-wallet'),
    category: 'Accessories',
    inventory: 22,
  },
];
