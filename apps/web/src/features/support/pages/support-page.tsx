import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { ticketInputSchema, type Ticket } from '@mavazi/shared/support.schemas';
import { Button, buttonClasses } from '../../../components/button';
import { TextAreaField, TextField } from '../../../components/form-field';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { bindFields, submitShowingServerErrors } from '../../../lib/forms';
import { useAuth } from '../../auth/use-auth';
import { useCreateTicket } from '../api/create-ticket';
import { TicketList } from '../components/ticket-list';

const empty = { subject: '', message: '' };

function SupportForm() {
  const createTicket = useCreateTicket();
  // Spec: inquiries are kept in a local list for this visit (added or replaced by id).
  const [tickets, setTickets] = useState<Ticket[]>([]);
  const form = useForm({ resolver: zodResolver(ticketInputSchema), defaultValues: empty });
  const { reset } = form;
  const field = bindFields(form);

  const onSubmit = submitShowingServerErrors(
    form,
    async (values) => {
      const ticket = await createTicket.mutateAsync(values);
      setTickets((list) => [ticket, ...list.filter((t) => t.id !== ticket.id)]);
      toast.success('Inquiry submitted successfully!');
      reset(empty);
    },
    (err) => toast.error(`Error submitting inquiry: ${errorMessage(err)}`),
  );

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
      >
        <TextField label="Subject" {...field('subject')} />
        <TextAreaField label="Message" rows={6} {...field('message')} />
        <Button type="submit" size="lg" busy={createTicket.isPending}>
          Submit Inquiry
        </Button>
      </form>
      <TicketList tickets={tickets} />
    </>
  );
}

export function SupportPage() {
  const { status } = useAuth();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading
        title="Support"
        heading="Contact Customer Support"
        intro="Questions about sizes, delivery or an order? We usually answer within a day."
      />
      {status === 'loading' ? (
        <PageLoader />
      ) : status === 'authenticated' ? (
        <SupportForm />
      ) : (
        <div className="rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
          <p className="mb-4 text-stone-700">
            Please log in to send an inquiry to our support team.
          </p>
          <Link to="/login" state={{ from: location }} className={buttonClasses('primary')}>
            Log in to contact support
          </Link>
        </div>
      )}
    </div>
  );
}
