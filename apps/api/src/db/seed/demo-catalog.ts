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

/** The demo catalog seeded into an empty database. */
export const demoProducts: ReadonlyArray<DemoProduct> = [];
