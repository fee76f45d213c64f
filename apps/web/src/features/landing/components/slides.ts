import { i18n } from '../../../lib/i18n';
import type { CarouselSlide } from '../../../components/carousel';

const SLIDES = [
  { key: 's1', src: '/images/carousel/slide-1.svg', to: '/products?q=kitenge' },
  { key: 's2', src: '/images/carousel/slide-2.svg', to: '/products?category=Women' },
  { key: 's3', src: '/images/carousel/slide-3.svg', to: '/products?category=Kids' },
  { key: 's4', src: '/images/carousel/slide-4.svg', to: '/products?category=Accessories' },
  { key: 's5', src: '/images/carousel/slide-5.svg', to: '/products?q=kikoi' },
  { key: 's6', src: '/images/carousel/slide-6.svg', to: '/products?category=Men' },
  { key: 's7', src: '/images/carousel/slide-7.svg', to: '/products?category=Kids' },
  { key: 's8', src: '/images/carousel/slide-8.svg', to: '/products' },
] as const;

/** The eight hero slides of the landing page: a picture each, with its words and button as real HTML over it. */
export function landingSlides(): CarouselSlide[] {
  return SLIDES.map(({ key, src, to }) => ({
    src,
    alt: i18n.t(`home:slides.${key}.alt`),
    caption: {
      title: i18n.t(`home:slides.${key}.title`),
      text: i18n.t(`home:slides.${key}.text`),
      link: { label: i18n.t(`home:slides.${key}.link`), to },
    },
  }));
}
