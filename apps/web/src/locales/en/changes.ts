/** What changed when checkout was refused and the cart and promotion were read again; refused promotion codes. */
export const changes = {
  price: '{{name}} now costs {{to}} (was {{from}})',
  quantity_one: 'Only {{count}} of {{name}} is left: quantity lowered to {{count}}',
  quantity_other: 'Only {{count}} of {{name}} are left: quantity lowered to {{count}}',
  soldOut: '{{name}} is sold out and was removed',
  gone: '{{name}} is no longer sold and was removed',
  needsSize: '{{name}} now comes in sizes and was removed: choose a size on its page',
  unchecked: '{{name}} could not be checked: its price and stock may be out of date',
  upToDate: 'Your cart already matches the shop: please place your order again.',
  promoRemoved: 'Promotion code {{code}} no longer applies and was removed',
  promoChanged: 'Promotion code {{code}} now gives {{percent}}% off (was {{was}}%)',
  promoUnchecked: 'Promotion code {{code}} could not be checked',
  promoInvalid: 'This promotion code is invalid or has expired.',
  promoUsedUp: 'This promotion code has reached its usage limit.',
  error: 'Error: {{error}}',
};
