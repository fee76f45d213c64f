import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { useDeliveryOptions } from '../../delivery/api/get-delivery-options';

/** A new shop has no way to deliver until staff add one; checkout refuses every county meanwhile. */
export function DeliverySetupNotice() {
  const options = useDeliveryOptions();
  if (!options.data || options.data.some((option) => option.is_active)) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      Shoppers cannot check out yet: the shop has no active delivery options.{' '}
      <Link to={ADMIN_PATHS.delivery} className="font-semibold underline">
        Add a delivery option
      </Link>
    </p>
  );
}
