import type { CarouselSlide } from '../../../components/carousel';

/** The eight hero images of the landing carousel. */
export const landingSlides: ReadonlyArray<CarouselSlide> = [
  { src: '/images/carousel/slide-1.svg', alt: 'New season arrivals in warm, earthy tones' },
  { src: '/images/carousel/slide-2.svg', alt: "Women's dresses in bold African prints" },
  { src: '/images/carousel/slide-3.svg', alt: "Men's tailored shirts and trousers" },
  { src: '/images/carousel/slide-4.svg', alt: "Kids' playful everyday outfits" },
  { src: '/images/carousel/slide-5.svg', alt: 'Handcrafted beaded jewellery and accessories' },
  { src: '/images/carousel/slide-6.svg', alt: 'Weekend casual looks for the whole family' },
  { src: '/images/carousel/slide-7.svg', alt: 'Statement bags, hats and scarves' },
  { src: '/images/carousel/slide-8.svg', alt: 'Evening wear for celebrations and weddings' },
];
