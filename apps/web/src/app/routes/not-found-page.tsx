import { NotFound } from '../../components/not-found';

/** The 404 for unknown shop paths (the server answers them with HTTP 404 too). */
export function NotFoundPage() {
  return <NotFound title="404" message="Page not found" />;
}
