import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { kenyanPhoneSchema } from '@mavazi/shared/kenya.schemas';

/** The "Pay again" form's check, loaded on first use (lazyResolver): order pages render without zod. */
export const payAgainResolver = zodResolver(z.object({ mpesa_phone: kenyanPhoneSchema }));
