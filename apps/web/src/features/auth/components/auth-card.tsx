import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useScriptRunning } from '../../../lib/local-store';

/**
 * The centred card shared by the login, registration and password pages. The server sends its title and the
 * loading line; the form and the links (which read the address and the history) come with the script: a form
 * posted before it would put a password in the address.
 */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const running = useScriptRunning();
  return (
    <div className="mx-auto w-full max-w-md py-10">
      <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-stone-200">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-stone-600">{subtitle}</p> : null}
        <div className="mt-6">{running ? children : <PageLoader className="py-6" />}</div>
      </div>
      {footer && running ? (
        <div className="mt-4 text-center text-sm text-stone-600">{footer}</div>
      ) : null}
    </div>
  );
}
