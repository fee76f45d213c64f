export interface DemoPromotion {
  code: string;
  discount_percentage: number;
  /** Days from the seeding moment; negative is in the past. */
  startsInDays: number;
  endsInDays: number;
  usage_limit: number | null;
  is_active: boolean;
}

/** One code of each kind the checkout treats differently: unlimited, limited, expired, inactive. */
export const demoPromotions: ReadonlyArray<DemoPromotion> = [
  {
    code: 'KARIBU10',
    discount_percentage: 10,
    startsInDays: -30,
    endsInDays: 365,
    usage_limit: null,
    is_active: true,
  },
  {
    code: 'MAVAZI20',
    discount_percentage: 20,
    startsInDays: -7,
    endsInDays: 90,
    usage_limit: 100,
    is_active: true,
  },
  {
    code: 'SIKUKUU15',
    discount_percentage: 15,
    startsInDays: -60,
    endsInDays: -30,
    usage_limit: null,
    is_active: true,
  },
  {
    code: 'FLASH50',
    discount_percentage: 50,
    startsInDays: -1,
    endsInDays: 30,
    usage_limit: 50,
    is_active: false,
  },
];
