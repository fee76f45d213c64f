import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { SelectField, TextField } from '../../../../components/form-field';
import { bindFields } from '../../../../lib/forms';
import type { AuditFilters as Filters } from '../api/get-audit';

const ENTITIES = [
  'product',
  'order',
  'promotion',
  'delivery_option',
  'ticket',
  'staff',
  'customer',
];

/** Person (staff id), entity, its id and Kenyan days; applied on submit. */
export function AuditFilters({
  initial,
  onApply,
}: {
  initial: Filters;
  onApply: (filters: Filters) => void;
}) {
  const form = useForm<Required<Filters>>({
    defaultValues: { actor_id: '', entity: '', entity_id: '', from: '', to: '', ...initial },
  });
  const field = bindFields(form);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onApply(values))}
      className="grid gap-3 p-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
    >
      <TextField label="Staff id" inputMode="numeric" {...field('actor_id')} />
      <SelectField label="Entity" {...field('entity')}>
        <option value="">Any</option>
        {ENTITIES.map((entity) => (
          <option key={entity} value={entity}>
            {entity}
          </option>
        ))}
      </SelectField>
      <TextField label="Entity id" {...field('entity_id')} />
      <TextField label="From" type="date" {...field('from')} />
      <TextField label="To" type="date" {...field('to')} />
      <Button type="submit">Filter</Button>
    </form>
  );
}
