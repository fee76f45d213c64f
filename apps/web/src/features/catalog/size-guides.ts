import type { Category } from '@mavazi/shared/constants';

/** Columns a size guide may have; their names are in the catalog's `sizeGuide.columns`. */
export type SizeGuideColumn = 'size' | 'chest' | 'waist' | 'hips' | 'age' | 'height';

export interface SizeGuide {
  columns: readonly SizeGuideColumn[];
  rows: ReadonlyArray<readonly string[]>;
}

/**
 * The shop's size guide per category, body measurements in centimetres (decision 043: seeded with the
 * shop's size scales, not staff-edited). Accessories have none: they come in one size; shoes carry their EU size.
 */
export const SIZE_GUIDES: Partial<Record<Category, SizeGuide>> = {
  Women: {
    columns: ['size', 'chest', 'waist', 'hips'],
    rows: [
      ['XS', '78–82', '60–64', '86–90'],
      ['S', '83–87', '65–69', '91–95'],
      ['M', '88–92', '70–74', '96–100'],
      ['L', '93–99', '75–81', '101–107'],
      ['XL', '100–106', '82–88', '108–114'],
      ['XXL', '107–114', '89–96', '115–122'],
    ],
  },
  Men: {
    columns: ['size', 'chest', 'waist', 'hips'],
    rows: [
      ['XS', '84–88', '70–74', '86–90'],
      ['S', '89–94', '75–80', '91–96'],
      ['M', '95–100', '81–86', '97–102'],
      ['L', '101–106', '87–92', '103–108'],
      ['XL', '107–113', '93–99', '109–115'],
      ['XXL', '114–121', '100–107', '116–123'],
    ],
  },
  Kids: {
    columns: ['size', 'age', 'height', 'chest'],
    rows: [
      ['2-3Y', '2–3', '92–98', '52–54'],
      ['3-4Y', '3–4', '98–104', '54–56'],
      ['4-5Y', '4–5', '104–110', '56–58'],
      ['5-6Y', '5–6', '110–116', '58–60'],
      ['6-7Y', '6–7', '116–122', '60–62'],
      ['7-8Y', '7–8', '122–128', '62–65'],
      ['8-9Y', '8–9', '128–134', '65–68'],
      ['9-10Y', '9–10', '134–140', '68–71'],
      ['10-11Y', '10–11', '140–146', '71–74'],
      ['11-12Y', '11–12', '146–152', '74–77'],
    ],
  },
};
