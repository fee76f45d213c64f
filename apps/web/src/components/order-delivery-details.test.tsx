import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order } from '../test/fixtures';
import { OrderDeliveryDetails } from './order-delivery-details';

const delivered = order({
  created_at: '2026-11-23T07:00:00.000Z',
  shipping_address: 'Mpaka Road, Block B, Westlands, Nairobi County',
  delivery_fee: 250,
  delivery: {
    option_id: 1,
    option_name: 'Door delivery in Nairobi',
    kind: 'door',
    county: 'Nairobi',
    town: 'Westlands',
    street: 'Mpaka Road, Block B',
    phone: '254712345678',
    notes: 'Blue gate',
    fee: 250,
    eta_min_days: 1,
    eta_max_days: 2,
  },
});

function definition(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('an order’s delivery details', () => {
  it('show the option, its fee, the promised dates, the whole address, the phone and directions', () => {
    render(<OrderDeliveryDetails order={delivered} />);
    expect(definition('Delivery')).toBe('Door delivery in Nairobi · KSh 250');
    expect(definition('Delivery dates')).toBe('Arrives Tue 24 – Wed 25 Nov');
    expect(definition('Delivery address')).toBe('Mpaka Road, Block B, Westlands, Nairobi County');
    expect(definition('Delivery phone')).toBe('0712 345 678');
    expect(definition('Directions for the rider')).toBe('Blue gate');
  });

  it('show a free pick-up as such', () => {
    const pickup = order({
      ...delivered,
      delivery_fee: 0,
      delivery: { ...delivered.delivery!, kind: 'pickup', option_name: 'Shop pick-up', fee: 0 },
    });
    render(<OrderDeliveryDetails order={pickup} />);
    expect(definition('Delivery')).toBe('Shop pick-up · Free');
    expect(definition('Delivery dates')).toBe('Ready for pick-up Tue 24 – Wed 25 Nov');
  });

  it('show the shipping address of an order placed without a delivery option', () => {
    render(<OrderDeliveryDetails order={order({ shipping_address: '12 Moi Avenue, Nairobi' })} />);
    expect(definition('Shipping address')).toBe('12 Moi Avenue, Nairobi');
    expect(screen.queryByText('Delivery phone')).not.toBeInTheDocument();
  });
});
