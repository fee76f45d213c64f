import { LIMITS } from '@mavazi/shared/constants';
import type { TicketInput } from '@mavazi/shared/support.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button, buttonClasses } from '../../../components/button';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { OffsetPager } from '../../../components/offset-pager';
import { errorText } from '../../../lib/error-text';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { orderStatusLabel } from '../../../lib/payment-methods';
import { useAuth } from '../../../hooks/use-auth';
import { useCreateTicket } from '../api/create-ticket';
import { useMyTickets } from '../api/get-my-tickets';
import { useOrderChoices } from '../api/get-order-choices';
import { TicketList } from '../components/ticket-list';

const empty: TicketInput = { subject: '', message: '', order_id: null };
const ticketChecks = lazyResolver(() =>
  import('../../../components/support-form-checks').then((m) => m.ticketResolver),
);

function SupportForm() {
  const { t } = useTranslation('account');
  const createTicket = useCreateTicket();
  const orders = useOrderChoices();
  const [searchParams] = useSearchParams();
  // /support?order=42 (from an order page) starts with that order chosen.
  const preselected = Number(searchParams.get('order')) || null;
  const form = useForm({
    resolver: ticketChecks.resolver,
    defaultValues: { ...empty, order_id: preselected },
  });
  const { reset } = form;
  const field = bindFields(form);

  const onSubmit = submitShowingServerErrors(
    form,
    async (values) => {
      await createTicket.mutateAsync(values);
      toast.success(t('support.submitted'));
      reset(empty);
    },
    (err) => toast.error(t('support.submitFailed', { error: errorText(err) })),
  );

  return (
    <form
      noValidate
      onFocus={ticketChecks.preload}
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
    >
      <TextField label={t('support.subject')} {...field('subject')} />
      <SelectField
        label={t('support.aboutOrder')}
        hint={orders.isError ? t('support.ordersFailed') : undefined}
        {...field('order_id', {
          setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
        })}
      >
        <option value="">{t('support.notAboutOrder')}</option>
        {orders.data?.map((order) => (
          <option key={order.id} value={order.id}>
            {order.order_number} · {orderStatusLabel(order.status)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('support.message')} rows={6} {...field('message')} />
      <Button type="submit" size="lg" busy={createTicket.isPending}>
        {t('support.submit')}
      </Button>
    </form>
  );
}

function MyTickets() {
  const { t } = useTranslation('account');
  const [offset, setOffset] = useState(0);
  const tickets = useMyTickets(offset);
  return (
    <section aria-labelledby="tickets-heading" className="space-y-3">
      <h2 id="tickets-heading" className="text-xl font-semibold text-stone-900">
        {t('support.yours')}
      </h2>
      {tickets.isPending ? (
        <PageLoader />
      ) : tickets.isError ? (
        <p role="alert" className="text-red-700">
          {t('support.loadFailed', { error: errorText(tickets.error) })}
        </p>
      ) : tickets.data.items.length === 0 ? (
        <p className="text-stone-700">{t('support.none')}</p>
      ) : (
        <>
          <TicketList tickets={tickets.data.items} />
          <OffsetPager
            offset={offset}
            limit={LIMITS.ticketsPageSize}
            total={tickets.data.total}
            label={t('support.pages')}
            onChange={setOffset}
          />
        </>
      )}
    </section>
  );
}

export function SupportPage() {
  const { t } = useTranslation('account');
  const { status } = useAuth();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading
        title={t('support.title')}
        heading={t('support.heading')}
        intro={t('support.intro')}
      />
      {status === 'loading' ? (
        <PageLoader />
      ) : status === 'authenticated' ? (
        <>
          <SupportForm />
          <MyTickets />
        </>
      ) : (
        <div className="rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
          <p className="mb-4 text-stone-700">{t('support.pleaseLogIn')}</p>
          <Link to="/login" state={{ from: location }} className={buttonClasses('primary')}>
            {t('support.logIn')}
          </Link>
        </div>
      )}
    </div>
  );
}
