import type { Config } from '../../config';
import type { InvoiceIssuer } from './invoice.service';

/** The shop as its invoices name it, from the settings. */
export function invoiceIssuer(
  config: Pick<Config, 'shopPhone' | 'shopContact' | 'tax'>,
): InvoiceIssuer {
  return {
    address: config.shopContact.address,
    email: config.shopContact.email,
    phone: config.shopPhone,
    kraPin: config.tax.kraPin,
  };
}
