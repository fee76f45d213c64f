import type { CarouselSlide } from '../../../components/carousel';

/** The eight hero slides of the landing page: a picture each, with its words and button as real HTML over it. */
export const landingSlides: ReadonlyArray<CarouselSlide> = [
  {
    src: '/images/carousel/slide-1.svg',
    alt: 'A kitenge shirt and an ankara maxi dress',
    caption: {
      title: 'The Kitenge Collection',
      text: 'Bold wax prints, cut in Nairobi',
      link: { label: 'Shop new in', to: '/products?q=kitenge' },
    },
  },
  {
    src: '/images/carousel/slide-2.svg',
    alt: 'A mermaid gown and an ankara peplum top',
    caption: {
      title: 'Ankara for every occasion',
      text: 'Weddings, Sundays and everything between',
      link: { label: 'Discover women', to: '/products?category=Women' },
    },
  },
  {
    src: '/images/carousel/slide-3.svg',
    alt: 'A green school sweater and a maroon pinafore',
    caption: {
      title: 'Back to School',
      text: 'Shirts, shorts, sweaters and pinafores for every term, from KSh 650',
      link: { label: 'Shop uniforms', to: '/products?category=Kids' },
    },
  },
  {
    src: '/images/carousel/slide-4.svg',
    alt: 'A beaded Maasai necklace and beaded hoop earrings',
    caption: {
      title: 'Beadwork with a story',
      text: 'Handmade collars, bracelets and earrings',
      link: { label: 'Shop accessories', to: '/products?category=Accessories' },
    },
  },
  {
    src: '/images/carousel/slide-5.svg',
    alt: 'Akala sandals, kikoi shorts and a straw sun hat',
    caption: {
      title: 'Coast ready',
      text: 'Kikoi, linen and sandals for Diani days',
      link: { label: 'Shop holiday', to: '/products?q=kikoi' },
    },
  },
  {
    src: '/images/carousel/slide-6.svg',
    alt: 'A Kaunda suit and leather oxford shoes',
    caption: {
      title: 'Tailored for him',
      text: 'Kaunda suits, kanzus and shirts that fit',
      link: { label: 'Shop men', to: '/products?category=Men' },
    },
  },
  {
    src: '/images/carousel/slide-7.svg',
    alt: "A kids' ankara party dress and a baby kitenge romper",
    caption: {
      title: 'Little ones, big colour',
      text: 'Party dresses, rompers and hoodies',
      link: { label: 'Shop kids', to: '/products?category=Kids' },
    },
  },
  {
    src: '/images/carousel/slide-8.svg',
    alt: 'A kiondo sisal bag and a leather tote',
    caption: {
      title: 'Delivered across Kenya',
      text: 'Order today, pay with M-Pesa, card or PayPal',
      link: { label: 'Start shopping', to: '/products' },
    },
  },
];
