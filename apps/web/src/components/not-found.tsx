import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { DocumentTitle } from './document-title';

/** A page or product that is not there, with ways back into the shop. */
export function NotFound({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return (
    <div className="py-20 text-center">
      <DocumentTitle>{`${title} · Mavazi`}</DocumentTitle>
      <h1 className="text-5xl font-extrabold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/products" className={buttonClasses('primary')}>
          {t('notFound.browseAll')}
        </Link>
        <Link to="/" className={buttonClasses('secondary')}>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
