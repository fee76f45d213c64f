export interface DemoPromotion {
  code: string;
  discount_percentage: number;
  /** Days from the seeding moment; negative is in the past. */
  startsInDays: number;
  endsInDays: number;
  usage_limit: number | null;
  is_active: boolean;
}

export const demoPromotions: ReadonlyArray<DemoPromotion> = [];
