import type { CarouselSlide } from '../../../components/carousel';

/** The eight hero images of the landing carousel; the alt text repeats the words drawn in each image. */
export const landingSlides: ReadonlyArray<CarouselSlide> = [
  {
    src: '/images/carousel/slide-1.svg',
    alt: 'The Kitenge Collection: bold wax prints, cut in Nairobi',
  },
  {
    src: '/images/carousel/slide-2.svg',
    alt: 'Ankara for every occasion: weddings, Sundays and everything between',
  },
  {
    src: '/images/carousel/slide-3.svg',
    alt: 'Back to School: shirts, shorts, sweaters and pinafores for every term, from KSh 650',
  },
  {
    src: '/images/carousel/slide-4.svg',
    alt: 'Beadwork with a story: handmade collars, bracelets and earrings',
  },
  {
    src: '/images/carousel/slide-5.svg',
    alt: 'Coast ready: kikoi, linen and sandals for Diani days',
  },
  {
    src: '/images/carousel/slide-6.svg',
    alt: 'Tailored for him: Kaunda suits, kanzus and shirts that fit',
  },
  {
    src: '/images/carousel/slide-7.svg',
    alt: 'Little ones, big colour: party dresses, rompers and hoodies',
  },
  {
    src: '/images/carousel/slide-8.svg',
    alt: 'Delivered across Kenya: order today, pay with M-Pesa, card or PayPal',
  },
];
