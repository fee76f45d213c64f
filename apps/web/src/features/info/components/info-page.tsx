import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';

/**
 * A footer page (About, Contact, Delivery, Returns, Privacy, Terms): its heading and readable text. While
 * `pending` (server details woven into the text are loading) a placeholder stands in for the text, which then
 * appears once rather than growing and pushing the paragraphs below it down.
 */
export function InfoPage({
  title,
  intro,
  pending = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  pending?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <PageHeading title={title} intro={intro} />
      {pending ? (
        <div role="status" className="h-96 animate-pulse rounded-2xl bg-stone-100">
          <span className="sr-only">{t('shell.loading')}</span>
        </div>
      ) : (
        <div className="space-y-6 text-stone-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-stone-900 [&_li]:ml-5 [&_li]:list-disc [&_section]:space-y-2">
          {children}
        </div>
      )}
    </article>
  );
}

/** Where a question about an order or one's data goes: the shop's email (from the server) and the support form. */
export function AskUs({ email }: { email: string | undefined }) {
  const { t } = useTranslation('info');
  return (
    <>
      {email ? (
        <Trans
          t={t}
          i18nKey="askUsEmail"
          values={{ email }}
          components={{ a: <a href={`mailto:${email}`} /> }}
        />
      ) : null}
      <Trans t={t} i18nKey="askUsSupport" components={{ a: <Link to="/support" /> }} />
    </>
  );
}
